extension Fixture {
  /// The `cases` array of a fixture shaped `{"cases": [...], ...}` (other members are ignored).
  ///
  ///     let hosts = try Fixture.decodeCases("display/hosts.json", as: HostDisplayCase.self)
  public static func decodeCases<Case: Decodable>(_ path: String, as type: Case.Type = Case.self) throws -> [Case] {
    try decode(path, as: CaseFile<Case>.self).cases
  }
}

/// A fixture file whose rows are under `cases`.
private struct CaseFile<Case: Decodable>: Decodable {
  let cases: [Case]
}
