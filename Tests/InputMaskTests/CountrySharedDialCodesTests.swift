import InputMask
import Testing

/// The shared dial codes' prefix table, read in place by `Country.sharedRegions(dialCode:national:)`
/// and as dictionaries by `Country.sharedDialCodes`.
@Suite("Country: shared dial codes")
struct CountrySharedDialCodesTests {
    @Test("the shared dial codes and their regions, main country first")
    func sharedCodesAndRegions() {
        #expect(Set(Country.sharedDialCodes.keys) == ["1", "7", "39", "44", "47", "61", "212", "262", "290", "358", "590", "599"])
        #expect(Country.sharedDialCodes["7"]?.regions == ["RU", "KZ"])
        #expect(Country.sharedDialCodes["44"]?.regions == ["GB", "GG", "IM", "JE"])
        #expect(Country.sharedDialCodes["1"]?.regions.first == "US")
        #expect(Country.sharedDialCodes["7"]?.prefixes["7"] == ["KZ"])
        #expect(Country.sharedDialCodes["39"]?.prefixes["01"] == ["IT"])
        #expect(Country.longestNationalPrefix == 6)
        // Every region of a shared code is a region of the table with that dial code.
        for (code, shared) in Country.sharedDialCodes {
            #expect(shared.regions.allSatisfy { Country.find($0)?.dialCode == code }, "\(code)")
            #expect(shared.prefixes.keys.allSatisfy { !$0.isEmpty && $0.count <= Country.longestNationalPrefix }, "\(code)")
        }
    }

    @Test("a look-up by digits gives the regions of the longest listed prefix, every region when none is listed")
    func lookUpFollowsTheLongestListedPrefix() {
        for (code, shared) in Country.sharedDialCodes {
            var inputs = ["", "9", "99999999"]
            for prefix in shared.prefixes.keys { inputs += [prefix, prefix + "5", prefix + "0123456789", String(prefix.dropLast())] }
            for national in inputs {
                let found = Country.sharedRegions(dialCode: code.utf8, national: national.utf8)
                let listed = (1...max(1, national.count)).reversed().lazy.compactMap { shared.prefixes[String(national.prefix($0))] }.first
                let expected = listed ?? shared.regions
                #expect(shared.regions.filter { found?.contains($0) == true } == expected, "+\(code) \(national)")
                #expect(found?.contains("ZZ") == false)
            }
        }
    }

    @Test("dial codes of one region and unknown codes are not shared", arguments: ["33", "49", "380", "999", "", "4", "x"])
    func otherCodesAreNotShared(code: String) {
        #expect(Country.sharedRegions(dialCode: code.utf8, national: "7400".utf8) == nil)
        #expect(Country.sharedDialCodes[code] == nil)
    }
}
