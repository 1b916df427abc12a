import Foundation
import Geo
import MapRendering
import Testing

/// The map's own labels in Chinese: a renderer made for `.chinese` names
/// cities and countries in Chinese, and the pixels say so (read back with
/// Tesseract's Simplified Chinese model).
@Suite(.serialized) struct ChineseLabelTests {
    /// Iberia at country zoom: Madrid, Lisbon and a country are labelled.
    static let viewport = MapViewport(center: Coordinate(latitude: 40.4168, longitude: -3.7038), zoom: 5, width: 640, height: 400)

    @Test func placedLabelsUseTheChineseNames() throws {
        let atlas = try requireBaseMapAtlas()
        let english = BaseMapRenderer(atlas: atlas)
        let chinese = BaseMapRenderer(atlas: atlas, language: .chinese)
        _ = BaseMapTestImage.rendering(english, Self.viewport)
        _ = BaseMapTestImage.rendering(chinese, Self.viewport)
        let englishNames = Set(english.lastPlacedLabels.map(\.name))
        let chineseNames = Set(chinese.lastPlacedLabels.map(\.name))
        #expect(englishNames.contains("Madrid") && englishNames.contains("Lisbon"), "\(englishNames.sorted())")
        #expect(chineseNames.contains("马德里") && chineseNames.contains("里斯本"), "\(chineseNames.sorted())")
        #expect(!chineseNames.contains("Madrid") && !chineseNames.contains("Lisbon"))
        // Countries too: some country is labelled, and none in English
        // where the data has its Chinese name.
        let countries = atlas.countries(at: .low)
        let chineseCountries = Set(countries.map { $0.name(in: .chinese) })
        #expect(!chineseNames.isDisjoint(with: chineseCountries), "no country labelled: \(chineseNames.sorted())")
        let untranslated = countries.filter { $0.name(in: .chinese) != $0.name && chineseNames.contains($0.name) }.map(\.name)
        #expect(untranslated.isEmpty, "English country labels on the Chinese map: \(untranslated)")
    }

    /// The label really is drawn in a CJK face: OCR of Madrid's label box,
    /// rendered at scale 2 as on a HiDPI screen, reads 马德里.
    @Test func madridsLabelReadsInChinese() throws {
        let atlas = try requireBaseMapAtlas()
        let renderer = BaseMapRenderer(atlas: atlas, language: .chinese)
        let scale = 2.0
        let image = BaseMapTestImage(width: Int(Self.viewport.width * scale), height: Int(Self.viewport.height * scale))
        baseMapScaleForTests(image, scale)
        renderer.draw(Self.viewport, in: image.cr)
        let label = try #require(renderer.lastPlacedLabels.first { $0.name == "马德里" })

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tunnel-zh-labels-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let map = directory.appendingPathComponent("map.png").path
        let crop = directory.appendingPathComponent("label.png").path
        image.writePNG(map)
        // The label's box with a margin, enlarged: Tesseract reads single
        // lines best at a cap height of 30 px or more.
        let margin = 6.0
        let x = Int((label.boxX - margin) * scale), y = Int((label.boxY - margin) * scale)
        let width = Int((label.boxWidth + 2 * margin) * scale), height = Int((label.boxHeight + 2 * margin) * scale)
        try run("convert", map, "-crop", "\(width)x\(height)+\(max(x, 0))+\(max(y, 0))", "+repage",
                "-resize", "200%", "-colorspace", "Gray", crop)
        let text = try run("tesseract", crop, "-", "-l", "chi_sim", "--psm", "7")
            .replacingOccurrences(of: " ", with: "").trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(text.contains("马德里"), "OCR read \"\(text)\"")
    }

    /// Runs a tool through `/usr/bin/env` and returns its standard output.
    @discardableResult
    private func run(_ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(arguments.joined(separator: " ")) failed")
        return String(decoding: data, as: UTF8.self)
    }
}

extension BaseMapTestImage {
    /// A fresh image of the viewport's size with `renderer`'s map drawn in it.
    static func rendering(_ renderer: BaseMapRenderer, _ viewport: MapViewport) -> BaseMapTestImage {
        let image = BaseMapTestImage(width: Int(viewport.width), height: Int(viewport.height))
        renderer.draw(viewport, in: image.cr)
        return image
    }
}
