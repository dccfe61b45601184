// The macros expand to `InputMask.Mask` calls and take `Notation`s, so importing this module alone
// is enough to use them.
@_exported import InputMask
