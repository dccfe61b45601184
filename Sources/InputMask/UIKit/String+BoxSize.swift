#if canImport(UIKit) && !os(watchOS)
import UIKit

public extension String {
    /// The size the string takes on one line in `font`, rounded up to whole points: to place a
    /// label with the tail placeholder right after a field's text.
    ///
    /// ```swift
    /// let width = textField.text!.boxSizeWithFont(textField.font!).width
    /// ```
    /// - Parameter font: the font the string is drawn in.
    /// - Returns: the rounded-up size.
    /// - Complexity: O(n) for a string of n Characters.
    func boxSizeWithFont(_ font: UIFont) -> CGSize {
        let size = (self as NSString).size(withAttributes: [.font: font])
        return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }
}
#endif
