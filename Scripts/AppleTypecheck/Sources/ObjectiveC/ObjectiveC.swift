// Stand-in for Apple's ObjectiveC module, and the Foundation declarations that are Objective-C
// types there: `NSObject` and `NSRange`. Declared in a module that imports Foundation, they shadow
// swift-corelibs-foundation's Swift versions in every file that imports UIKit or AppKit.
@_exported import CFoundationStandIns
@_exported import Foundation

/// The Objective-C `BOOL`, which the compiler needs for `@objc` members that take or return `Bool`.
@frozen
public struct ObjCBool: ExpressibleByBooleanLiteral {
    private var value: Bool
    public init(_ value: Bool) { self.value = value }
    public init(booleanLiteral value: Bool) { self.value = value }
    public var boolValue: Bool { value }
}

public func _convertBoolToObjCBool(_ value: Bool) -> ObjCBool { ObjCBool(value) }
public func _convertObjCBoolToBool(_ value: ObjCBool) -> Bool { value.boolValue }

/// `NSObject`, an Objective-C class as on Apple platforms.
@objc
open class NSObject: Hashable {
    public init() {}
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// `NSRange` as Apple's Foundation declares it.
public typealias NSRange = StandInNSRange

extension StandInNSRange: @retroactive Equatable {
    /// `NSRange(_: Range<Int>)` from Foundation's overlay.
    public init(_ range: Range<Int>) { self.init(location: range.lowerBound, length: range.count) }
    public static func == (lhs: StandInNSRange, rhs: StandInNSRange) -> Bool { lhs.location == rhs.location && lhs.length == rhs.length }
}

extension Range where Bound == Int {
    /// `Range(_: NSRange)` from Foundation's overlay.
    public init?(_ range: NSRange) {
        guard range.location != NSNotFound, range.length >= 0 else { return nil }
        self = range.location..<(range.location + range.length)
    }
}
