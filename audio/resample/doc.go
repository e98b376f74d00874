// Package resample converts audio between sample rates with a Kaiser-windowed sinc
// (band-limited interpolation as in J. O. Smith, "Digital Audio Resampling Home Page",
// CCRMA, and the Kaiser window from J. F. Kaiser, "Nonrecursive digital filter design
// using the I0-sinh window function", 1974).
//
// Decisions:
//   - Every output frame is the weighted sum of the input frames around its position,
//     weights c*h(c*(n-t)) with h(x) = sinc(x)*kaiser(x/Zeros) for |x| < Zeros. The
//     cutoff c = Rolloff*min(1, 1/step) (step: input frames per output frame) puts the
//     low-pass just under the lower of the two Nyquist frequencies, so downsampling
//     (and pitching up) does not alias audibly: the kernel widens with the step.
//   - The weights of one output frame are normalised to sum to 1, so a constant
//     signal stays exactly constant whatever the ratio (DC gain exactly 1).
//   - h is tabulated once per Kernel (Resolution points per zero crossing) and read
//     with linear interpolation. For steps up to MaxBankStep, Frame uses banks of
//     precomputed, normalised weights (Phases fractional positions, linearly
//     interpolated; steps above 1 quantised up to 1/16 octave, which only lowers
//     the cutoff), so mixing spends its time on multiply-adds.
//   - Samples outside the input are zero, unless Frame is told to wrap (a looping
//     sound).
//   - Two kernels are offered: High (32 zero crossings, beta 9, about 90 dB
//     stopband, rolloff 0.92) for converting once at load time, and Fast (10 zero
//     crossings, beta 7, about 70 dB, rolloff 0.82) for resampling and pitch while
//     mixing. Tests check a tone above the new Nyquist frequency comes out at least
//     70 dB down (High) and 60 dB down (Fast), and the passband within 0.1 dB.
//   - Buffer makes at most MaxBufferFrames (2^24) frames and panics above that,
//     before it allocates: its output is ceil(frames*to/from) frames, so a rate
//     read from a damaged file (1 Hz) would otherwise ask for 48,000 output frames
//     per input frame (19 GB from a 100 KB file). OutFrames lets callers check.
//
// The package keeps no package-level mutable state; a Kernel is read-only after
// NewKernel and safe for concurrent use.
package resample
