import DisplayTesting
import Foundation
import TunnelCore
import XCTest

/// The Simplified Chinese UI: the catalogue is complete and current, and the
/// real binary speaks Chinese under LANG=zh_CN.UTF-8 LANGUAGE=zh_CN.
final class ChineseTests: XCTestCase {
    /// An untranslated or fuzzy message, or a template older than the
    /// sources, fails the suite.
    func testCatalogueIsCompleteAndCurrent() throws {
        let repository = DesktopSupport.repository
        let po = repository.appendingPathComponent("po/zh_CN.po").path
        let pot = repository.appendingPathComponent("po/tunnel.pot").path
        // The template matches the sources (tools/po/update-po.sh regenerates it).
        try Tool.run(
            "python3", repository.appendingPathComponent("tools/po/extract-strings.py").path, "--check",
            repository.appendingPathComponent("po/POTFILES").path, pot)
        // Every message of the template is in the catalogue…
        try Tool.run("msgcmp", "--use-untranslated", po, pot)
        // …translated, not fuzzy, with matching {placeholders}.
        let statistics = try DesktopSupport.runStatistics(po: po)
        XCTAssertTrue(statistics.contains("translated message"), statistics)
        XCTAssertFalse(statistics.contains("fuzzy"), statistics)
        XCTAssertFalse(statistics.contains("untranslated"), statistics)
        // Every Swift file that calls localized() is listed for extraction,
        // by name or by a folder it is in.
        let listed = try String(contentsOfFile: repository.appendingPathComponent("po/POTFILES").path, encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
        let calling = try Tool.run("grep", "-rlE", "localized\\(\"", repository.appendingPathComponent("Sources").path)
            .split(separator: "\n").map { String($0.dropFirst(repository.path.count + 1)) }
        let unlisted = calling.filter { file in !listed.contains { file == $0 || file.hasPrefix($0 + "/") } }
        XCTAssertEqual(unlisted, [], "add these files or their folders to po/POTFILES")
    }

    func testLocateSpeaksChinese() throws {
        try DesktopSupport.ensureChineseLocale()
        try DesktopSupport.compileTranslations()
        let result = try DesktopSupport.runTunnel(["locate", "40.4168", "-3.7038"], environment: DesktopSupport.chinese)
        XCTAssertEqual(result.status, 0, result.errors)
        let text = result.output
        for expected in ["地点：北纬 40.41680°，西经 3.70380°", "对跖点：南纬 40.41680°，东经 176.29620°",
                         "国家", "西班牙 (ES)", "新西兰 (NZ)", "最近的城市", "公里", "人口 3,255,944",
                         // Large cities' names come from the places asset's Chinese names.
                         "马德里（Madrid，ES）", "北帕莫斯顿（Manawatu-Wanganui，NZ）"] {
            XCTAssertTrue(text.contains(expected), "missing \(expected) in:\n\(text)")
        }
        XCTAssertFalse(text.contains("Country"), text)
        XCTAssertFalse(text.contains(" km"), text)

        // Errors too.
        let bad = try DesktopSupport.runTunnel(["locate", "91", "3"], environment: DesktopSupport.chinese)
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.errors, "tunnel locate: 纬度 91 超出范围（必须在 -90 到 90 之间）\n")

        // And English stays English.
        let english = try DesktopSupport.runTunnel(
            ["locate", "40.4168", "-3.7038"], environment: ["LANG": "en_US.UTF-8", "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": ""])
        XCTAssertTrue(english.output.contains("Point: 40.41680° N, 3.70380° W"), english.output)
        XCTAssertTrue(english.output.contains("Country        Spain (ES)"), english.output)
        XCTAssertTrue(english.output.contains("Nearest city   Madrid (Madrid, ES)"), english.output)
    }

    /// `--help` of the command and its subcommands, and the errors of our
    /// own validation, are Chinese; the argument parser's fixed words
    /// (USAGE:, OPTIONS:) and the command lines of the examples stay as typed.
    func testHelpAndValidationErrorsSpeakChinese() throws {
        try DesktopSupport.ensureChineseLocale()
        try DesktopSupport.compileTranslations()
        let chinese = DesktopSupport.chinese
        let root = try DesktopSupport.runTunnel(["--help"], environment: chinese)
        XCTAssertEqual(root.status, 0, root.errors)
        for expected in ["从这里笔直往下挖，会从哪里钻出来？", "不带子命令时打开 Tunnel 窗口", "示例：",
                         "  tunnel --at -33.86,151.21", "显示某地点及其对跖点的情况。", "USAGE: tunnel"] {
            XCTAssertTrue(root.output.contains(expected), "missing \(expected) in:\n\(root.output)")
        }
        XCTAssertFalse(root.output.contains("If you dig"), root.output)
        let open = try DesktopSupport.runTunnel(["open", "--help"], environment: chinese)
        XCTAssertTrue(open.output.contains("或某个地名处开始挖"), open.output)

        let locate = try DesktopSupport.runTunnel(["locate", "--help"], environment: chinese)
        XCTAssertEqual(locate.status, 0, locate.errors)
        for expected in ["显示某地点及其对跖点的情况。", "地点：纬度 经度、纬度,经度、geo: 链接，或地名。", "输出一个 JSON 对象，供脚本使用。",
                         "地名的语言：en 或 zh", "示例：", "tunnel locate -33.86 151.21 --json"] {
            XCTAssertTrue(locate.output.contains(expected), "missing \(expected) in:\n\(locate.output)")
        }
        let render = try DesktopSupport.runTunnel(["render", "--help"], environment: chinese)
        XCTAssertEqual(render.status, 0, render.errors)
        for expected in ["无需显示器，将窗口内容渲染为 PNG、SVG 或 PDF 文件。", "挖掘者所在的位置：纬度,经度、geo: 链接或地名。", "窗口大小（单位：点）。",
                         "显示地理信息面，而不是地图。", "每点的像素数，1 到 4", "要写入的文件：FILE.png、FILE.svg 或 FILE.pdf。"] {
            XCTAssertTrue(render.output.contains(expected), "missing \(expected) in:\n\(render.output)")
        }
        XCTAssertFalse(render.output.contains("Where the digger stands"), render.output)

        // Our validation's messages, one line each, exit status 2.
        let cases: [([String], String)] = [
            (["locate", "1", "2", "--bogus"], "tunnel locate: 未知选项“--bogus”\n"),
            (["render", "--at", "1,2", "--output", "x.jpg"], "tunnel render: --output x.jpg：文件名必须以 .png、.svg 或 .pdf 结尾（或指定 --format）\n"),
            (["render", "--at", "1,2", "--size", "10x10", "--output", "x.png"],
             "tunnel render: --size 10x10：每条边必须在 100 到 8192 点之间\n"),
            (["render", "--at", "1,2", "--scale", "9", "--output", "x.png"], "tunnel render: --scale 9：必须是 1、2、3 或 4\n"),
            (["geo:91,0"], "tunnel: geo 链接“geo:91,0”：纬度 91 超出范围（必须在 -90 到 90 之间）\n"),
            (["locate", "geo:1,2;crs=foo"], "tunnel locate: geo 链接“geo:1,2;crs=foo”：不支持坐标参考系“foo”（仅支持 wgs84）\n"),
        ]
        for (arguments, expected) in cases {
            let result = try DesktopSupport.runTunnel(arguments, environment: chinese)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.errors, expected, "\(arguments)")
        }
        // English stays English.
        let english = try DesktopSupport.runTunnel(
            ["render", "--help"], environment: ["LANG": "en_US.UTF-8", "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": ""])
        XCTAssertTrue(english.output.contains("Where the digger stands: LAT,LON, a geo: link or a"), english.output)
    }

    /// The offscreen render of the info side: the cards' words are Chinese
    /// (read back with Tesseract's Simplified Chinese model).
    func testRenderedInfoCardsAreChinese() throws {
        try DesktopSupport.ensureChineseLocale()
        try DesktopSupport.compileTranslations()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("tunnel-zh-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try DesktopSupport.runTunnel(
            ["render", "--at", "40.4168,-3.7038", "--size", "640x860", "--info", "--scale", "2", "--output", output.path],
            environment: DesktopSupport.chinese)
        XCTAssertEqual(result.status, 0, result.errors)
        if let directory = ProcessInfo.processInfo.environment["TUNNEL_SCREENSHOT_DIR"] {
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(atPath: directory + "/render-info-zh.png")
            try? FileManager.default.copyItem(atPath: output.path, toPath: directory + "/render-info-zh.png")
        }
        let inverted = output.path + "-ocr.png"
        defer { try? FileManager.default.removeItem(atPath: inverted) }
        try Tool.run("convert", output.path, "-colorspace", "Gray", "-negate", inverted)
        let text = try Tool.run("tesseract", inverted, "-", "-l", "chi_sim", "--psm", "3")
            .replacingOccurrences(of: " ", with: "")
        // The countries' names and the translated words of both cards.
        for expected in ["西班牙", "新西兰", "北纬", "南纬", "东经", "西经"] {
            XCTAssertTrue(text.contains(expected), "OCR did not find \(expected) in:\n\(text)")
        }
    }
}

extension DesktopSupport {
    /// `msgfmt --check --statistics` of a catalogue; throws if the check fails.
    static func runStatistics(po: String) throws -> String {
        let outcome = try Tool.execute(Tool.env, arguments: ["msgfmt", "--check", "--statistics", "-o", "/dev/null", po])
        guard outcome.status == 0 else { throw HarnessError("msgfmt --check failed:\n\(outcome.standardError)") }
        return outcome.standardError
    }
}
