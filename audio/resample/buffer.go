package resample

import (
	"fmt"
	"sync"
)

// sharedHigh is the High kernel Buffer uses when given none, built on first use
// (its table takes about a millisecond) and read-only after.
var sharedHigh = sync.OnceValue(High)

// MaxBufferFrames is the most frames Buffer makes: 2^24, 349 s at 48 kHz, 128 MiB
// of stereo float32. It bounds what a caller's mistake (or a file's rate of 1 Hz,
// which would make 48,000 frames of each one) can cost; callers that convert
// sounds from files check OutFrames against their own, lower limit first.
const MaxBufferFrames = 1 << 24

// OutFrames returns the number of frames Buffer makes from frames frames at from
// frames per second converted to to: ceil(frames*to/from), or frames if from ==
// to. OutFrames panics if frames < 0, from < 1 or to < 1.
func OutFrames(frames, from, to int) int64 {
	if frames < 0 || from < 1 || to < 1 {
		panic(fmt.Sprintf("resample: OutFrames(frames %d, from %d, to %d)", frames, from, to))
	}
	if from == to {
		return int64(frames)
	}
	return (int64(frames)*int64(to) + int64(from) - 1) / int64(from)
}

// Buffer returns src (interleaved frames of channels values, at from frames per
// second) resampled to to frames per second with kernel k (if nil, a High kernel
// built once and shared). The output
// has OutFrames(frames, from, to) frames; output frame j sits at input position
// j*from/to, so the first frames line up. If from == to it returns a copy of src.
// Buffer panics if channels < 1, from < 1, to < 1 or the output would have more
// than MaxBufferFrames frames.
func Buffer(src []float32, channels, from, to int, k *Kernel) []float32 {
	if channels < 1 || from < 1 || to < 1 {
		panic(fmt.Sprintf("resample: Buffer(channels %d, from %d, to %d)", channels, from, to))
	}
	frames := len(src) / channels
	out64 := OutFrames(frames, from, to)
	if out64 > MaxBufferFrames {
		panic(fmt.Sprintf("resample: Buffer: %d frames from %d Hz to %d Hz make %d, more than MaxBufferFrames (%d)",
			frames, from, to, out64, MaxBufferFrames))
	}
	if from == to {
		return append([]float32(nil), src[:frames*channels]...)
	}
	if k == nil {
		k = sharedHigh()
	}
	out := make([]float32, int(out64)*channels)
	step := float64(from) / float64(to)
	w := make([]float32, k.MaxTaps(step))
	acc := make([]float32, channels)
	for j := 0; j < int(out64); j++ {
		t := float64(int64(j)*int64(from)) / float64(to)
		first, n := k.Weights(t, step, w)
		for c := range acc {
			acc[c] = 0
		}
		lo, hi := max(first, 0), min(first+n, frames)
		for i := lo; i < hi; i++ {
			wi := w[i-first]
			base := i * channels
			for c := range acc {
				acc[c] += wi * src[base+c]
			}
		}
		copy(out[j*channels:], acc)
	}
	return out
}
