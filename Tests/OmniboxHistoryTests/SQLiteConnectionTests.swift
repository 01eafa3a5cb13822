import Testing

@testable import OmniboxHistory

@Suite struct SQLiteConnectionTests {
  @Test func anInMemoryDatabaseRunsStatementsAndTransactions() throws {
    let db = try SQLiteConnection(path: ":memory:", mode: .readWriteCreate)
    try db.execute("CREATE TABLE t (n INTEGER)")
    let insert = try db.prepare("INSERT INTO t VALUES (?)")
    try db.transaction { () throws(SQLiteError) in
      for n in 1...3 { try insert.run(.integer(Int64(n))) }
    }
    #expect(try db.integer("SELECT sum(n) FROM t") == 6)
    struct Stop: Error {}
    #expect(throws: TransactionError<Stop>.self) {
      try db.transaction { () throws(Stop) in
        try? insert.run(.integer(100))
        throw Stop()
      }
    }
    #expect(try db.integer("SELECT sum(n) FROM t") == 6, "a thrown body rolls back")
  }
}
