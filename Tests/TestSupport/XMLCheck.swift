import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The result of parsing a document with Foundation's `XMLParser`.
public struct XMLCheck {
  /// Whether the parser accepted the document.
  public var wellFormed: Bool
  /// The parser's message when it did not.
  public var error: String?
  /// Every element name in document order.
  public var elements: [String]
  /// Every attribute value of `name` in document order, keyed by element.
  public var attributes: [(element: String, attributes: [String: String])]
  /// Concatenated character data of each `text`/`title` element.
  public var texts: [String]

  /// Count of elements called `name`.
  public func count(_ name: String) -> Int { elements.filter { $0 == name }.count }
}

private final class Collector: NSObject, XMLParserDelegate {
  var elements: [String] = []
  var attributes: [(element: String, attributes: [String: String])] = []
  var texts: [String] = []
  var current: String?

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    elements.append(elementName)
    attributes.append((elementName, attributeDict))
    if elementName == "text" || elementName == "title" { current = "" }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if current != nil { current? += string }
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    if let c = current, elementName == "text" || elementName == "title" {
      texts.append(c)
      current = nil
    }
  }
}

/// Parses `text` as XML and records an issue (with the parser's message) if it is not well formed.
@discardableResult
public func expectWellFormedXML(
  _ text: String, sourceLocation: SourceLocation = #_sourceLocation
) -> XMLCheck {
  let parser = XMLParser(data: Data(text.utf8))
  let collector = Collector()
  parser.delegate = collector
  let ok = parser.parse()
  let message = ok ? nil : String(describing: parser.parserError)
  if !ok {
    Issue.record("not well-formed XML: \(message ?? "?")", sourceLocation: sourceLocation)
  }
  return XMLCheck(
    wellFormed: ok, error: message, elements: collector.elements,
    attributes: collector.attributes, texts: collector.texts)
}

/// Whether `text` parses as XML (no issue recorded).
public func isWellFormedXML(_ text: String) -> Bool {
  XMLParser(data: Data(text.utf8)).parse()
}
