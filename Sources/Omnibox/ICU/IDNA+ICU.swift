internal import CICU

// The only file that talks to ICU's IDNA API. Everything else (the IDNA room) calls
// `ICUIDNA.process`.

/// A UIDNA handle shared by every thread.
///
/// `@unchecked Sendable` is safe here: ICU documents a `UIDNA` instance as immutable after
/// `uidna_openUTS46` and its processing functions take `const UIDNA *`, so concurrent calls are
/// allowed. The handle lives for the whole process and is never closed.
private struct UIDNAHandle: @unchecked Sendable {
  let pointer: OpaquePointer?
  let openStatus: String?

  init(options: UInt32) {
    var status = Int32(CICU_ZERO_ERROR)
    let handle = cicu_idna_open(options, &status)
    if cicu_failure(status) != 0 || handle == nil {
      pointer = nil
      openStatus = String(cString: cicu_error_name(status))
    } else {
      pointer = handle
      openStatus = nil
    }
  }
}

// ICU option bits (uidna.h).
private let checkBidi: UInt32 = 0x4
private let checkContextJ: UInt32 = 0x8
private let nontransitionalToASCII: UInt32 = 0x10
private let nontransitionalToUnicode: UInt32 = 0x20
private let useSTD3Rules: UInt32 = 0x2

private let baseOptions = checkBidi | checkContextJ | nontransitionalToASCII | nontransitionalToUnicode
private let lenientHandle = UIDNAHandle(options: baseOptions)
private let std3Handle = UIDNAHandle(options: baseOptions | useSTD3Rules)

enum ICUIDNA {
  enum Direction { case toASCII, toUnicode }

  /// The ICU library version, e.g. "72.1".
  static var icuVersion: String {
    var parts: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
    withUnsafeMutableBytes(of: &parts) { raw in
      if let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) { cicu_version(base) }
    }
    return "\(parts.0).\(parts.1)"
  }

  /// Runs UTS #46 ToASCII or ToUnicode through ICU on UTF-8 bytes.
  ///
  /// - Returns: the processed UTF-8 bytes and the violations ICU reported (unmasked).
  static func process(
    _ input: UnsafeBufferPointer<UInt8>, direction: Direction, useSTD3ASCIIRules: Bool
  ) -> (output: [UInt8], violations: IDNAError.Violations, icuStatus: String?) {
    let handle = useSTD3ASCIIRules ? std3Handle : lenientHandle
    guard let idna = handle.pointer else {
      return ([], .processingFailure, handle.openStatus ?? "uidna_openUTS46 failed")
    }
    guard let base = input.baseAddress, input.count <= Int(Int32.max) else {
      return ([], input.isEmpty ? [] : .inputTooLong, nil)
    }
    let source = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
    let length = Int32(input.count)

    func run(_ dest: UnsafeMutableBufferPointer<CChar>) -> (Int32, UInt32, Int32) {
      var errors: UInt32 = 0
      var status = Int32(CICU_ZERO_ERROR)
      let written: Int32
      switch direction {
      case .toASCII:
        written = cicu_idna_to_ascii(idna, source, length, dest.baseAddress, Int32(dest.count), &errors, &status)
      case .toUnicode:
        written = cicu_idna_to_unicode(idna, source, length, dest.baseAddress, Int32(dest.count), &errors, &status)
      }
      return (written, errors, status)
    }

    // Most hosts fit a small stack buffer; retry once on the heap with the exact size otherwise.
    let firstTry: (bytes: [UInt8]?, needed: Int32, errors: UInt32, status: Int32) =
      withUnsafeTemporaryAllocation(of: CChar.self, capacity: 512) { buffer in
        let (written, errors, status) = run(buffer)
        if status == Int32(CICU_BUFFER_OVERFLOW_ERROR) { return (nil, written, errors, status) }
        let count = max(0, min(Int(written), buffer.count))
        let bytes = UnsafeRawBufferPointer(start: buffer.baseAddress, count: count)
        return (Array(bytes.bindMemory(to: UInt8.self)), written, errors, status)
      }
    var result = firstTry
    if result.bytes == nil {
      let capacity = Int(result.needed) + 1
      var heap = [CChar](repeating: 0, count: capacity)
      let (written, errors, status) = heap.withUnsafeMutableBufferPointer { run($0) }
      let count = max(0, min(Int(written), capacity))
      result = (heap[0..<count].map { UInt8(bitPattern: $0) }, written, errors, status)
    }
    if cicu_failure(result.status) != 0 {
      return ([], .processingFailure, String(cString: cicu_error_name(result.status)))
    }
    return (result.bytes ?? [], violations(fromICUErrors: result.errors), nil)
  }

  /// Maps ICU's UIDNA_ERROR_* bits onto ``IDNAError/Violations``.
  private static func violations(fromICUErrors errors: UInt32) -> IDNAError.Violations {
    var v: IDNAError.Violations = []
    if errors & 0x1 != 0 { v.insert(.emptyLabel) }
    if errors & 0x2 != 0 { v.insert(.labelTooLong) }
    if errors & 0x4 != 0 { v.insert(.domainTooLong) }
    if errors & (0x8 | 0x10 | 0x20) != 0 { v.insert(.hyphenPlacement) }
    if errors & 0x40 != 0 { v.insert(.leadingCombiningMark) }
    if errors & 0x80 != 0 { v.insert(.disallowedCodePoint) }
    if errors & 0x100 != 0 { v.insert(.invalidPunycode) }
    if errors & 0x200 != 0 { v.insert(.labelHasDot) }
    if errors & 0x400 != 0 { v.insert(.invalidACELabel) }
    if errors & 0x800 != 0 { v.insert(.bidiRule) }
    if errors & 0x1000 != 0 { v.insert(.joinerContext) }
    // CONTEXTO bits (0x2000, 0x4000) are only reported with UIDNA_CHECK_CONTEXTO, which we never set.
    return v
  }
}
