// Stand-in: the SwiftUI declarations MaskedTextField and a 7.x-style app use, including SwiftUI's
// own modifiers whose names MaskedTextField's modifiers share, so that overloads compete as on iOS.
@_exported import UIKit

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    public var body: Never { fatalError("a stand-in is never run") }
}

@resultBuilder
public enum ViewBuilder {
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

public struct ModifiedView<Content: View>: View {
    public var content: Content
    public var body: Never { fatalError("a stand-in is never run") }
}

public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
}

extension View {
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { ModifiedView(content: self) }
    public func keyboardType(_ type: UIKeyboardType) -> some View { ModifiedView(content: self) }
    public func textContentType(_ textContentType: UITextContentType?) -> some View { ModifiedView(content: self) }
    public func bold(_ isActive: Bool = true) -> some View { ModifiedView(content: self) }
    public func italic(_ isActive: Bool = true) -> some View { ModifiedView(content: self) }
    public func monospacedDigit() -> some View { ModifiedView(content: self) }
    public func monospaced(_ isActive: Bool = true) -> some View { ModifiedView(content: self) }
    public func padding() -> some View { ModifiedView(content: self) }
}

@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
    public var projectedValue: Binding<Value> { self }
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError("a stand-in is never run")
    }
}

@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    private var value: Value
    public init(wrappedValue value: Value) { self.value = value }
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { .constant(value) }
}

public protocol DynamicProperty {}

public struct EnvironmentValues {
    public var isEnabled: Bool { true }
}

@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues
}

@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    func makeUIView(context: Self.Context) -> Self.UIViewType
    func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    func makeCoordinator() -> Self.Coordinator
}

extension UIViewRepresentable {
    public var body: Never { fatalError("a stand-in is never run") }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}
