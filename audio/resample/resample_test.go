package resample_test

import (
	"fmt"
	"math"
	"runtime"
	"strings"
	"testing"

	"github.com/griffengine/griff/audio/resample"
)

func tone(freq float64, rate, frames int) []float32 {
	s := make([]float32, frames)
	for i := range s {
		s[i] = float32(math.Sin(2 * math.Pi * freq * float64(i) / float64(rate)))
	}
	return s
}

// rms of the middle half (away from the edges, where the kernel sees zeros).
func rms(s []float32) float64 {
	a, b := len(s)/4, 3*len(s)/4
	var sum float64
	for _, v := range s[a:b] {
		sum += float64(v) * float64(v)
	}
	return math.Sqrt(sum / float64(b-a))
}

func TestBufferPassAndStop(t *testing.T) {
	tests := []struct {
		name         string
		freq         float64
		from, to     int
		minDB, maxDB float64
	}{
		{"down 48k->24k passes 5 kHz", 5000, 48000, 24000, -0.1, 0.1},
		{"down 48k->24k stops 15 kHz", 15000, 48000, 24000, -400, -70},
		{"down 48k->24k stops 20 kHz", 20000, 48000, 24000, -400, -70},
		{"down 96k->44.1k stops 30 kHz", 30000, 96000, 44100, -400, -70},
		{"up 22.05k->48k passes 8 kHz", 8000, 22050, 48000, -0.1, 0.1},
		{"up 44.1k->48k passes 1 kHz", 1000, 44100, 48000, -0.01, 0.01},
	}
	for _, tc := range tests {
		in := tone(tc.freq, tc.from, tc.from/2)
		out := resample.Buffer(in, 1, tc.from, tc.to, nil)
		wantLen := (len(in)*tc.to + tc.from - 1) / tc.from
		if len(out) != wantLen {
			t.Errorf("%s: got %d frames, want %d", tc.name, len(out), wantLen)
		}
		db := 20 * math.Log10(rms(out)/rms(in))
		if db < tc.minDB || db > tc.maxDB {
			t.Errorf("%s: got %.2f dB, want in [%v, %v]", tc.name, db, tc.minDB, tc.maxDB)
		}
	}
}

func TestFastKernelStops(t *testing.T) {
	// Pitching a 48 kHz sound up by 2 (step 2) must remove what folds over.
	k := resample.Fast()
	in := tone(18000, 48000, 24000)
	w := make([]float32, k.MaxTaps(2))
	out := make([]float32, len(in)/2)
	for j := range out {
		first, n := k.Weights(float64(2*j), 2, w)
		var acc float32
		for i := 0; i < n; i++ {
			if idx := first + i; idx >= 0 && idx < len(in) {
				acc += w[i] * in[idx]
			}
		}
		out[j] = acc
	}
	if db := 20 * math.Log10(rms(out)/rms(in)); db > -60 {
		t.Errorf("Fast, step 2, 18 kHz: got %.1f dB, want below -60", db)
	}
}

func TestWeightsSumToOne(t *testing.T) {
	k := resample.Fast()
	w := make([]float32, k.MaxTaps(3.7))
	for _, step := range []float64{0.25, 0.9, 1, 1.5, 3.7} {
		for _, pos := range []float64{0, 0.25, 10.5, 99.999} {
			_, n := k.Weights(pos, step, w)
			var sum float64
			for _, v := range w[:n] {
				sum += float64(v)
			}
			if math.Abs(sum-1) > 1e-5 {
				t.Errorf("Weights(%v, %v) sum %v, want 1", pos, step, sum)
			}
		}
	}
}

func TestBufferSameRateCopies(t *testing.T) {
	in := []float32{1, 2, 3, 4}
	out := resample.Buffer(in, 2, 48000, 48000, nil)
	out[0] = 9
	if in[0] != 1 || len(out) != 4 {
		t.Errorf("Buffer same rate: got %v (input %v), want a copy of 4 values", out, in)
	}
}

func BenchmarkBuffer_44k1To48k_1s(b *testing.B) {
	in := tone(440, 44100, 44100*2)
	k := resample.High()
	for b.Loop() {
		resample.Buffer(in, 2, 44100, 48000, k)
	}
}

// TestFrameMatchesWeights checks the tabulated banks against weights computed
// directly from the kernel: they agree within the banks' step quantisation.
func TestFrameMatchesWeights(t *testing.T) {
	k := resample.Fast()
	in := tone(3000, 48000, 4000)
	for _, step := range []float64{0.5, 1, 1.0001, 1.3, 2.5} {
		w := make([]float32, k.MaxTaps(step))
		for _, pos := range []float64{500, 1000.25, 2000.7, 3000.999} {
			got, _ := k.Frame(in, 1, pos, step, false)
			first, n := k.Weights(pos, step, w)
			var want float32
			for i := 0; i < n; i++ {
				want += w[i] * in[first+i]
			}
			if math.Abs(float64(got-want)) > 2e-3 {
				t.Errorf("step %v, position %v: Frame %v, Weights %v", step, pos, got, want)
			}
		}
	}
}

func TestFrameWrapsAndStereo(t *testing.T) {
	k := resample.Fast()
	src := []float32{0.5, -0.5, 0.5, -0.5, 0.5, -0.5, 0.5, -0.5} // 4 stereo frames of DC
	l, r := k.Frame(src, 2, 1.5, 1.2, true)
	if math.Abs(float64(l)-0.5) > 1e-5 || math.Abs(float64(r)+0.5) > 1e-5 {
		t.Errorf("looping DC through Frame: got %v, %v, want 0.5, -0.5", l, r)
	}
	l, _ = k.Frame(src, 2, 1.5, 1.2, false)
	if math.Abs(float64(l)-0.5) < 1e-3 || l <= 0 || l >= 1 {
		t.Errorf("non-looping short DC: got %v, want a value changed by the zeros outside", l)
	}
}

// BenchmarkFrame_Stereo_Step1_3 interpolates one stereo frame at step 1.3 (a voice
// pitched up by 1.3), through the tabulated banks.
func BenchmarkFrame_Stereo_Step1_3(b *testing.B) {
	k := resample.Fast()
	src := tone(440, 48000, 2*4800)
	t := 100.0
	var sink float32
	for b.Loop() {
		l, r := k.Frame(src, 2, t, 1.3, false)
		sink += l + r
		if t += 1.3; t > 4000 {
			t = 100
		}
	}
	_ = sink
}

// TestBufferOutputCap converts from 1 Hz: 1,044 frames (the shared/cases/wav-1hz
// file) would make 50 million frames at 48 kHz; Buffer refuses with a panic naming
// the cap before it allocates, and OutFrames tells a caller so beforehand.
func TestBufferOutputCap(t *testing.T) {
	if got, want := resample.OutFrames(1044, 1, 48000), int64(1044*48000); got != want {
		t.Errorf("OutFrames(1044, 1, 48000) = %d, want %d", got, want)
	}
	if got := resample.OutFrames(3, 48000, 44100); got != 3 { // ceil(3*44100/48000)
		t.Errorf("OutFrames(3, 48000, 44100) = %d, want 3", got)
	}
	in := make([]float32, 1044)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	func() {
		defer func() {
			if p := recover(); p == nil || !strings.Contains(fmt.Sprint(p), "MaxBufferFrames") {
				t.Errorf("Buffer from 1 Hz: panic %v, want one naming MaxBufferFrames", p)
			}
		}()
		resample.Buffer(in, 1, 1, 48000, nil)
	}()
	runtime.ReadMemStats(&after)
	if d := after.TotalAlloc - before.TotalAlloc; d > 1<<20 {
		t.Errorf("refused Buffer allocated %d bytes, want under 1 MiB", d)
	}
}
