package resample

import (
	"fmt"
	"math"
)

// Resolution is the number of table points per zero crossing of a Kernel.
const Resolution = 512

// Kernel is a tabulated Kaiser-windowed sinc, with banks of precomputed weights
// for the steps mixing uses most (see Frame). It is read-only after NewKernel and
// safe for concurrent use.
type Kernel struct {
	zeros   int
	rolloff float64
	table   []float32 // h(i/Resolution), i in [0, zeros*Resolution], plus two zeros
	// banks[0] serves steps <= 1, banks[b] steps in (2^((b-1)/BanksPerOctave),
	// 2^(b/BanksPerOctave)], up to MaxBankStep.
	banks []bank
}

// bank holds the normalised weights of Phases+1 fractional positions for one
// cutoff: row p, tap i weighs frame floor(t)-span+1+i when t's fraction is p/Phases.
type bank struct {
	span int // taps per side
	// ad holds, per phase p < Phases, the pairs (w[p][i], w[p+1][i]-w[p][i]),
	// w[p] being the weights of fraction p/Phases.
	ad []float32
}

const (
	// Phases is the number of fractional positions tabulated per bank; a position
	// between two is read by linear interpolation of their weights.
	Phases = 128
	// BanksPerOctave is how finely steps above 1 are tabulated. A step is served by
	// the bank of the next larger tabulated step, whose cutoff is at most 1/16
	// octave (4.4%) lower than the exact one: never higher, so never aliasing more.
	BanksPerOctave = 16
	// MaxBankStep is the largest tabulated step; larger steps compute their
	// weights from the kernel table for every frame (slower, same result).
	MaxBankStep = 4
)

// NewKernel returns a kernel with zeros zero crossings on each side, Kaiser shape
// beta and rolloff (the cutoff as a fraction of the lower Nyquist frequency, in
// (0, 1]). NewKernel panics if zeros < 1, beta < 0 or rolloff is outside (0, 1].
func NewKernel(zeros int, beta, rolloff float64) *Kernel {
	if zeros < 1 || beta < 0 || !(rolloff > 0 && rolloff <= 1) {
		panic(fmt.Sprintf("resample: NewKernel(%d, %v, %v): bad arguments", zeros, beta, rolloff))
	}
	n := zeros * Resolution
	t := make([]float32, n+2)
	i0b := besselI0(beta)
	for i := 0; i <= n; i++ {
		x := float64(i) / Resolution
		r := x / float64(zeros)
		w := besselI0(beta*math.Sqrt(1-r*r)) / i0b
		t[i] = float32(sinc(x) * w)
	}
	t[n] = 0
	return &Kernel{zeros: zeros, rolloff: rolloff, table: t}
}

// NewBankedKernel is NewKernel plus the banks of precomputed weights Frame uses
// for steps up to MaxBankStep (about 1.9 MB for Fast's shape; a few ms to build).
func NewBankedKernel(zeros int, beta, rolloff float64) *Kernel {
	k := NewKernel(zeros, beta, rolloff)
	k.banks = make([]bank, 2*BanksPerOctave+1) // steps 1 to 4
	for b := range k.banks {
		k.banks[b] = k.makeBank(math.Exp2(float64(b) / BanksPerOctave))
	}
	return k
}

// bankIndex returns the bank serving step, or -1 above MaxBankStep or if k has
// no banks.
func (k *Kernel) bankIndex(step float64) int {
	if len(k.banks) == 0 {
		return -1
	}
	if step <= 1 {
		return 0
	}
	if step > MaxBankStep {
		return -1
	}
	return int(math.Ceil(math.Log2(step)*BanksPerOctave - 1e-9))
}

// makeBank tabulates the weights for step (see bank).
func (k *Kernel) makeBank(step float64) bank {
	c := k.cutoff(step)
	b := bank{span: int(math.Ceil(float64(k.zeros) / c))}
	taps := 2 * b.span
	w := make([]float32, (Phases+1)*taps)
	for p := 0; p <= Phases; p++ {
		row := w[p*taps : (p+1)*taps]
		f := float64(p) / Phases
		var sum float64
		for i := range row {
			d := float64(i-b.span+1) - f
			row[i] = k.weight(d * c * Resolution)
			sum += float64(row[i])
		}
		for i := range row {
			row[i] = float32(float64(row[i]) / sum)
		}
	}
	b.ad = make([]float32, 2*Phases*taps)
	for p := 0; p < Phases; p++ {
		for i := 0; i < taps; i++ {
			a, n := w[p*taps+i], w[(p+1)*taps+i]
			b.ad[2*(p*taps+i)] = a
			b.ad[2*(p*taps+i)+1] = n - a
		}
	}
	return b
}

// High returns a new kernel for resampling once at load time (without banks):
// 32 zero crossings, beta 9 (stopband about 90 dB), rolloff 0.92.
func High() *Kernel { return NewKernel(32, 9, 0.92) }

// Fast returns a new banked kernel for resampling while mixing: 10 zero crossings,
// beta 7 (stopband about 70 dB), rolloff 0.82 (flat to about 0.32 of the lower
// rate, 15 kHz at 48 kHz).
func Fast() *Kernel { return NewBankedKernel(10, 7, 0.82) }

// MaxTaps returns the most weights Weights writes for a step of at most step input
// frames per output frame.
func (k *Kernel) MaxTaps(step float64) int {
	return 2*int(math.Ceil(float64(k.zeros)/k.cutoff(step))) + 2
}

func (k *Kernel) cutoff(step float64) float64 {
	if step > 1 {
		return k.rolloff / step
	}
	return k.rolloff
}

// Weights computes the weights of the output frame at input position t (in input
// frames, t >= 0) when the output advances step input frames per frame. It writes
// them to w and returns the index of the input frame the first weight applies to and
// the number of weights n; w[i] weighs input frame first+i. The weights sum to 1.
// Weights panics if len(w) < MaxTaps(step).
func (k *Kernel) Weights(t, step float64, w []float32) (first, n int) {
	c := k.cutoff(step)
	half := float64(k.zeros) / c
	first = int(math.Floor(t-half)) + 1
	last := int(math.Floor(t + half))
	n = last - first + 1
	if n > len(w) {
		panic(fmt.Sprintf("resample: Weights: %d taps, buffer of %d", n, len(w)))
	}
	scale := c * Resolution
	limit := float64(k.zeros * Resolution)
	var sum float32
	x := (float64(first) - t) * scale
	for i := 0; i < n; i++ {
		ax := math.Abs(x)
		var v float32
		if ax < limit {
			j := int(ax)
			f := float32(ax - float64(j))
			a := k.table[j]
			v = a + f*(k.table[j+1]-a)
		}
		w[i] = v
		sum += v
		x += scale
	}
	if sum != 0 {
		inv := 1 / sum
		for i := range w[:n] {
			w[i] *= inv
		}
	}
	return first, n
}

func sinc(x float64) float64 {
	if x == 0 {
		return 1
	}
	px := math.Pi * x
	return math.Sin(px) / px
}

// besselI0 is the modified Bessel function of the first kind, order 0, by its power
// series (converges quickly for the arguments a Kaiser window uses).
func besselI0(x float64) float64 {
	sum, term := 1.0, 1.0
	q := x * x / 4
	for k := 1; k < 200; k++ {
		term *= q / float64(k*k)
		sum += term
		if term < sum*1e-17 {
			break
		}
	}
	return sum
}

// Reach returns how many frames on each side of a position Frame and Weights read
// for a step of step input frames per output frame.
func (k *Kernel) Reach(step float64) int {
	if b := k.bankIndex(step); b >= 0 {
		return k.banks[b].span + 1
	}
	return int(math.Ceil(float64(k.zeros)/k.cutoff(step))) + 1
}
