extension Country {
    /// ``phoneRegex`` of every country of the table, by alpha-2 code; made on first use.
    static let generatedPhoneRegexes: [String: String] = {
        var regexes: [String: String] = [:]
        for country in generatedTable {
            regexes[country.alpha2] = phoneRegex(dialCode: country.dialCode, region: country.alpha2)
        }
        return regexes
    }()

    /// The expression for `region` of `dialCode`: a beginning of the dial code, or the dial code
    /// and national digits that the prefix table gives to `region`.
    ///
    /// The prefix table's rule is "the longest listed prefix of the national digits decides; none
    /// listed: every region of the code". As alternatives: the dial code followed by no listed
    /// prefix, and for each listed prefix whose regions include `region`, the dial code and that
    /// prefix not followed by a longer listed prefix whose regions leave `region` out (where an
    /// even longer prefix gives `region` back, its own alternative matches).
    ///
    /// - Complexity: O(listed prefixes × their depth), at most 6 digits.
    static func phoneRegex(dialCode: String, region: String) -> String {
        var alternatives = (1..<max(dialCode.count, 1)).map { "\(dialCode.prefix($0))$" }
        guard let shared = sharedDialCodes[dialCode] else {
            alternatives.append(dialCode)
            return "^(?:" + alternatives.joined(separator: "|") + ")"
        }
        let prefixes = shared.prefixes.keys.sorted()
        alternatives.append(dialCode + "(?!" + prefixes.joined(separator: "|") + ")")
        for (index, prefix) in prefixes.enumerated() where shared.prefixes[prefix]!.contains(region) {
            // Sorted, the listed prefixes that extend `prefix` follow it in one run.
            let longer = prefixes[(index + 1)...].prefix { $0.hasPrefix(prefix) }
            let leavingOut = longer.filter { !shared.prefixes[$0]!.contains(region) }
            let guardAgainst = leavingOut.isEmpty ? "" : "(?!" + leavingOut.map { String($0.dropFirst(prefix.count)) }.joined(separator: "|") + ")"
            alternatives.append(dialCode + prefix + guardAgainst)
        }
        return "^(?:" + alternatives.joined(separator: "|") + ")"
    }
}
