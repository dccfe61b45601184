import Foundation

/// The machine a run was on: processor, cores, memory and operating system.
struct MachineDescription: Codable, Sendable {
    /// The processor's model name, or `unknown`.
    var cpu: String
    /// The logical processors the operating system offers.
    var logicalCores: Int
    /// The physical memory, in bytes.
    var memoryBytes: UInt64
    /// The operating system and its version.
    var operatingSystem: String
    /// The processor architecture, such as `x86_64`.
    var architecture: String

    /// This machine.
    static func current() -> MachineDescription {
        let info = ProcessInfo.processInfo
        return MachineDescription(
            cpu: processorName() ?? "unknown",
            logicalCores: info.activeProcessorCount,
            memoryBytes: info.physicalMemory,
            operatingSystem: info.operatingSystemVersionString,
            architecture: architecture)
    }

    /// A one-line description, such as `Intel Xeon @ 2.50GHz, 2 cores, 24 GiB, Linux 6.1`.
    var summary: String {
        "\(cpu), \(logicalCores) cores, \(memoryBytes >> 30) GiB, \(operatingSystem) \(architecture)"
    }

    private static var architecture: String {
        #if arch(x86_64)
        "x86_64"
        #elseif arch(arm64)
        "arm64"
        #else
        "other"
        #endif
    }

    /// The first `model name` of /proc/cpuinfo, where there is one.
    private static func processorName() -> String? {
        guard let cpuInfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        for line in cpuInfo.split(separator: "\n") where line.hasPrefix("model name") {
            if let colon = line.firstIndex(of: ":") {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }
}

/// The Swift compiler that built this executable, as far as `#if compiler` can tell.
enum Toolchain {
    /// Such as `6.3.1`; `6.5 or later` past the versions known here.
    static let swiftVersion: String = {
        #if compiler(>=6.5)
        "6.5 or later"
        #elseif compiler(>=6.4)
        "6.4"
        #elseif compiler(>=6.3.2)
        "6.3.2"
        #elseif compiler(>=6.3.1)
        "6.3.1"
        #elseif compiler(>=6.3)
        "6.3"
        #elseif compiler(>=6.2)
        "6.2"
        #elseif compiler(>=6.1)
        "6.1"
        #else
        "6.0"
        #endif
    }()
}
