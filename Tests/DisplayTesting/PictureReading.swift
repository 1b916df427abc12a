public import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// SVG and PDF files read back by other programs than the one that wrote
/// them: Foundation's XML parser, poppler's `pdfinfo`, ImageMagick.
public enum PictureReading {
    /// `pdfinfo`'s report on the PDF at `path`, by field ("Pages": "1").
    public static func pdfInfo(_ path: String) throws -> [String: String] {
        var fields: [String: String] = [:]
        for line in try Tool.run("pdfinfo", path).split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return fields
    }

    /// The root element's name and attributes of the XML file at `path`;
    /// nil when it is not a whole, well-formed document.
    public static func xmlRoot(_ path: String) -> (name: String, attributes: [String: String])? {
        XMLParser(contentsOf: URL(fileURLWithPath: path)).flatMap(root)
    }

    /// The root element's name and attributes of the XML in `data`; nil
    /// when it is not a whole, well-formed document.
    public static func xmlRoot(data: Data) -> (name: String, attributes: [String: String])? {
        root(XMLParser(data: data))
    }

    private static func root(_ parser: XMLParser) -> (name: String, attributes: [String: String])? {
        let reader = RootReader()
        parser.delegate = reader
        guard parser.parse(), let name = reader.name else { return nil }
        return (name, reader.attributes)
    }

    /// How far apart two pictures of the same size look: ImageMagick's
    /// normalised root-mean-square error, 0 (the same) to 1.
    public static func difference(_ first: String, _ second: String) throws -> Double {
        // `compare` reports on standard error and exits 1 when the pictures differ at all.
        let outcome = try Tool.execute(
            Tool.env, arguments: ["compare", "-metric", "RMSE", "-alpha", "remove", first, second, "null:"])
        guard let open = outcome.standardError.firstIndex(of: "("), let close = outcome.standardError.firstIndex(of: ")"),
              let value = Double(outcome.standardError[outcome.standardError.index(after: open)..<close])
        else { throw HarnessError("compare \(first) \(second): \(outcome.standardError)") }
        return value
    }

    private final class RootReader: NSObject, XMLParserDelegate {
        var name: String?
        var attributes: [String: String] = [:]

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String]
        ) {
            guard name == nil else { return }
            name = elementName
            self.attributes = attributes
        }
    }
}
