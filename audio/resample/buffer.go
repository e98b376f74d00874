package resample

import "fmt"

// Buffer returns src (interleaved frames of channels values, at from frames per
// second) resampled to to frames per second with kernel k (High if nil). The output
// has ceil(frames*to/from) frames; output frame j sits at input position j*from/to,
// so the first frames line up. If from == to it returns a copy of src.
// Buffer panics if channels < 1, from < 1 or to < 1.
func Buffer(src []float32, channels, from, to int, k *Kernel) []float32 {
	if channels < 1 || from < 1 || to < 1 {
		panic(fmt.Sprintf("resample: Buffer(channels %d, from %d, to %d)", channels, from, to))
	}
	frames := len(src) / channels
	if from == to {
		return append([]float32(nil), src[:frames*channels]...)
	}
	if k == nil {
		k = High()
	}
	out64 := (int64(frames)*int64(to) + int64(from) - 1) / int64(from)
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
