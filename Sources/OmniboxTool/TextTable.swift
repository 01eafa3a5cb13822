/// A table as `omnibox profiles` and `omnibox rules` print it: columns padded to their widest
/// cell plus two spaces, the last column unpadded (it holds the longest text).
enum TextTable {
  /// The lines of the table: the header, then one line per row.
  static func lines(header: [String], rows: [[String]]) -> [String] {
    var widths = header.map(\.count)
    for row in rows {
      for (i, cell) in row.enumerated() where i < widths.count - 1 { widths[i] = max(widths[i], cell.count) }
    }
    func render(_ cells: [String]) -> String {
      var out = ""
      for (i, cell) in cells.enumerated() {
        let isLast = i == cells.count - 1 || i >= widths.count
        out += isLast ? cell : cell + String(repeating: " ", count: widths[i] - cell.count + 2)
      }
      return out
    }
    return [render(header)] + rows.map(render)
  }
}
