// The README's UIKit and SwiftUI snippets ("In UIKit, SwiftUI and AppKit"), as written there, so
// that `Scripts/typecheck-apple.sh` holds the README to what compiles.

import InputMask
import SwiftUI
import UIKit

final class ReadmeViewController: UIViewController {
    let textField = UITextField()
    let listener = MaskedTextInputListener(primaryFormat: "+1 ([000]) [000]-[0000]")

    override func viewDidLoad() {
        super.viewDidLoad()
        listener.onMaskedTextChangedCallback = { _, value, complete, _ in print(value, complete) }
        textField.delegate = listener
    }
}

struct ReadmeDateField: View {
    @State var text = ""
    @State var value = ""
    @State var complete = false

    var body: some View {
        MaskedTextField(text: $text, value: $value, complete: $complete, placeholder: "DD.MM.YYYY",
                        primaryMaskFormat: "[00]{.}[00]{.}[0000]")
    }
}
