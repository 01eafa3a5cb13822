// The C library's logarithm and power, which the Chromium and Firefox scoring curves use. The
// library imports no Foundation; the platform's C library is reached here, in FileReader, and
// for the address bar's default clock (AddressBar+Clock.swift).
#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#elseif canImport(WASILibc)
  internal import WASILibc
#elseif canImport(ucrt)
  internal import ucrt
#endif

/// Base-10 logarithm.
func scoringLog10(_ x: Double) -> Double { log10(x) }

/// `x` to the power `y`.
func scoringPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
