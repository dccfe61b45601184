// The formatters build on the engine and hand out its types (`Country`, `MaskedTextInput`,
// `EditResult`, ...), so importing this module alone is enough to use them.
@_exported import InputMask
