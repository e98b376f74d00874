package resample

import "math"

// Frame interpolates one frame of src at position t (in frames of src) when the
// output advances step frames of src per output frame. src holds interleaved
// frames of ch channels (1 or 2); for ch 1 the result is returned in both l and r.
// Frames outside src are zero, unless wrap is set: then frame i is frame i mod
// len(src)/ch (a looping sound). The weights are normalised to sum to 1.
// Frame does not allocate; it panics if ch is not 1 or 2.
func (k *Kernel) Frame(src []float32, ch int, t, step float64, wrap bool) (l, r float32) {
	return k.ForStep(step).Frame(src, ch, t, wrap)
}

// Stepper is a Kernel prepared for one step (see Kernel.ForStep). It is a small
// value; making one does not allocate.
type Stepper struct {
	k    *Kernel
	b    *bank // nil above MaxBankStep
	step float64
}

// ForStep returns k prepared for step input frames per output frame, to
// interpolate many frames at that step without looking up its table each time.
func (k *Kernel) ForStep(step float64) Stepper {
	s := Stepper{k: k, step: step}
	if bi := k.bankIndex(step); bi >= 0 {
		s.b = &k.banks[bi]
	}
	return s
}

// Frame is Kernel.Frame at the stepper's step.
func (s Stepper) Frame(src []float32, ch int, t float64, wrap bool) (l, r float32) {
	if ch != 1 && ch != 2 {
		panic("resample: Frame: ch must be 1 or 2")
	}
	k, step := s.k, s.step
	frames := len(src) / ch
	if b := s.b; b != nil {
		ti := math.Floor(t)
		first := int(ti) - b.span + 1
		if first >= 0 && first+2*b.span <= frames {
			return b.interpolate(src[first*ch:(first+2*b.span)*ch], ch, t-ti)
		}
	}
	c := k.cutoff(step)
	half := float64(k.zeros) / c
	first := int(math.Floor(t-half)) + 1
	last := int(math.Floor(t + half))
	scale := c * Resolution
	x := (float64(first) - t) * scale
	if first >= 0 && last < frames {
		if ch == 1 {
			l, sum := k.mono(src[first:last+1], x, scale)
			l /= sum
			return l, l
		}
		l, r, sum := k.stereo(src[2*first:2*last+2], x, scale)
		return l / sum, r / sum
	}
	return k.edge(src, ch, frames, first, last, x, scale, wrap)
}

// interpolate weighs s (exactly the 2*span frames the rows weigh) with the rows
// around fraction f, interpolated linearly: w = a + ff·d per tap, summed as
// Σa·s + ff·Σd·s so the four running sums are independent (faster on CPUs whose
// float adds have latency).
func (b *bank) interpolate(s []float32, ch int, f float64) (l, r float32) {
	taps := 2 * b.span
	pf := f * Phases
	p := int(pf)
	ff := float32(pf - float64(p))
	row := b.ad[2*p*taps : 2*(p+1)*taps]
	if ch == 1 {
		s = s[:taps]
		var la, ld float32
		for i, x := range s {
			la += row[2*i] * x
			ld += row[2*i+1] * x
		}
		l = la + ff*ld
		return l, l
	}
	s = s[:2*taps]
	var la, ld, ra, rd float32
	for i := 0; i < taps; i++ {
		a, d := row[2*i], row[2*i+1]
		x, y := s[2*i], s[2*i+1]
		la += a * x
		ld += d * x
		ra += a * y
		rd += d * y
	}
	return la + ff*ld, ra + ff*rd
}

// weight returns the table value at |x| (x in table units).
func (k *Kernel) weight(x float64) float32 {
	ax := math.Abs(x)
	j := int(ax)
	if j >= len(k.table)-1 {
		return 0
	}
	f := float32(ax - float64(j))
	a := k.table[j]
	return a + f*(k.table[j+1]-a)
}

func (k *Kernel) mono(s []float32, x, scale float64) (acc, sum float32) {
	for _, v := range s {
		w := k.weight(x)
		acc += w * v
		sum += w
		x += scale
	}
	return acc, sum
}

func (k *Kernel) stereo(s []float32, x, scale float64) (l, r, sum float32) {
	for i := 0; i+1 < len(s); i += 2 {
		w := k.weight(x)
		l += w * s[i]
		r += w * s[i+1]
		sum += w
		x += scale
	}
	return l, r, sum
}

// edge is Frame for taps that reach outside src.
func (k *Kernel) edge(src []float32, ch, frames, first, last int, x, scale float64, wrap bool) (l, r float32) {
	var sum float32
	for i := first; i <= last; i++ {
		w := k.weight(x)
		x += scale
		sum += w
		j := i
		if wrap && frames > 0 {
			j %= frames
			if j < 0 {
				j += frames
			}
		}
		if j < 0 || j >= frames {
			continue
		}
		l += w * src[j*ch]
		r += w * src[j*ch+ch-1]
	}
	if sum == 0 {
		return 0, 0
	}
	return l / sum, r / sum
}
