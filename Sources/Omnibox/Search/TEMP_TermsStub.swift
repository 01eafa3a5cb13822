// TEMPORARY until search-term extraction lands; delete before merging.
extension SearchEngine { func searchTerms(in url: URLRecord) -> String? { nil } }
