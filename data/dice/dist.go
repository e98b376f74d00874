package dice

import (
	"errors"
	"math"
	"math/big"
)

// MaxWork bounds the work Distribution does, in operations on 64-bit words of
// big integers (which also bounds the memory it takes); larger expressions return
// ErrTooLarge. The estimate is computed in float64, so it cannot overflow. With
// f the faces of a die (Sides, or Sides*(MaxExplosions+1) exploding), n the dice
// of a group, k the kept dice and w the 64-bit words of the group's denominator
// (Sides^n, or Sides^(n*(MaxExplosions+1)) exploding), a group is charged: f for
// the die, plus w for each product of the n-1 convolutions that add its dice one
// by one (about f²·n²/2 of them; none for a single die), or w for each step of the
// keep dynamic program (about f²·n²·k²/2); and one per total it can make. Adding
// two terms costs the product of their numbers of totals times the words of the
// product of their denominators, and every total returned costs 40 per word of
// the common denominator (making its big.Rat reduces a fraction, the dominant cost
// for a single die of many sides). The estimate is deliberately cautious; MaxWork
// is a few seconds of work on a 2020s core:
// "d250000", "10d100" and "30d6kh15" are within it, "1000d6", "100d100",
// "700d9kh1" and "20d6!" are not.
const MaxWork = 50_000_000

// outcomeWork is the charge for turning totals weights over a denominator of
// denBits bits into Outcomes; see MaxWork.
func outcomeWork(totals, denBits float64) float64 {
	return totals * 40 * words(denBits)
}

// words returns the 64-bit words of a big integer of bits bits (at least 1).
func words(bits float64) float64 { return math.Ceil(max(bits, 1) / 64) }

// ErrTooLarge is returned by Distribution when the exact distribution would take
// more than MaxWork (estimated) word operations to compute.
var ErrTooLarge = errors.New("dice: expression too large for an exact distribution")

// Outcome is one total of a dice expression with its exact probability.
type Outcome struct {
	Total int64
	P     *big.Rat // in (0, 1]
}

// Float returns o.P as the nearest float64.
func (o Outcome) Float() float64 {
	f, _ := o.P.Float64()
	return f
}

// weights is a distribution over totals lo, lo+1, ...: count[i] ways out of den.
type weights struct {
	lo    int64
	count []*big.Int // nil entries are zero
	den   *big.Int
}

// Distribution returns the exact probability of every total e can roll, sorted by
// total, leaving out totals that cannot happen. The probabilities sum to exactly 1.
// It returns ErrTooLarge if the computation would exceed MaxWork.
func (e *Expr) Distribution() ([]Outcome, error) {
	acc := weights{count: []*big.Int{big.NewInt(1)}, den: big.NewInt(1)}
	var work float64
	for _, t := range e.terms {
		w := weights{lo: t.Const, count: []*big.Int{big.NewInt(1)}, den: big.NewInt(1)}
		if t.Dice {
			var err error
			if w, err = t.Group.weights(&work); err != nil {
				return nil, err
			}
		}
		if t.Neg {
			w = w.negate()
		}
		work += float64(float64(len(acc.count)) * float64(len(w.count)) * words(float64(acc.den.BitLen()+w.den.BitLen())))
		if work > MaxWork {
			return nil, ErrTooLarge
		}
		acc = convolve(acc, w)
	}
	work += float64(outcomeWork(float64(len(acc.count)), float64(acc.den.BitLen())))
	if work > MaxWork {
		return nil, ErrTooLarge
	}
	return acc.outcomes(), nil
}

// Distribution returns the exact distribution of g alone; see Expr.Distribution.
func (g Group) Distribution() ([]Outcome, error) {
	var work float64
	w, err := g.weights(&work)
	if err != nil {
		return nil, err
	}
	if work += float64(outcomeWork(float64(len(w.count)), float64(w.den.BitLen()))); work > MaxWork {
		return nil, ErrTooLarge
	}
	return w.outcomes(), nil
}

func (w weights) outcomes() []Outcome {
	out := make([]Outcome, 0, len(w.count))
	for i, c := range w.count {
		if c != nil && c.Sign() != 0 {
			out = append(out, Outcome{Total: w.lo + int64(i), P: new(big.Rat).SetFrac(c, w.den)})
		}
	}
	return out
}

func (w weights) negate() weights {
	n := len(w.count)
	r := weights{lo: -(w.lo + int64(n) - 1), count: make([]*big.Int, n), den: w.den}
	for i, c := range w.count {
		r.count[n-1-i] = c
	}
	return r
}

func convolve(a, b weights) weights {
	r := weights{lo: a.lo + b.lo, count: make([]*big.Int, len(a.count)+len(b.count)-1)}
	r.den = new(big.Int).Mul(a.den, b.den)
	t := new(big.Int)
	for i, x := range a.count {
		if x == nil || x.Sign() == 0 {
			continue
		}
		for j, y := range b.count {
			if y == nil || y.Sign() == 0 {
				continue
			}
			if r.count[i+j] == nil {
				r.count[i+j] = new(big.Int)
			}
			r.count[i+j].Add(r.count[i+j], t.Mul(x, y))
		}
	}
	return r
}

// dieWeights is the distribution of one die with its explosions: faces 1..M weigh 1
// out of M; exploding, a total M*j + r (r < M, j < cap) weighs M^(cap-j) and a total
// M*cap + r (1 <= r <= M) weighs 1, out of M^(cap+1).
func (g Group) dieWeights() weights {
	m := int64(g.Sides)
	if !g.Explode {
		w := weights{lo: 1, count: make([]*big.Int, m), den: big.NewInt(m)}
		one := big.NewInt(1)
		for i := range w.count {
			w.count[i] = one
		}
		return w
	}
	bm := big.NewInt(m)
	w := weights{lo: 1, count: make([]*big.Int, m*(MaxExplosions+1))}
	w.den = new(big.Int).Exp(bm, big.NewInt(MaxExplosions+1), nil)
	for j := int64(0); j <= MaxExplosions; j++ {
		wt := new(big.Int).Exp(bm, big.NewInt(MaxExplosions-j), nil)
		last := m - 1
		if j == MaxExplosions {
			last = m
		}
		for r := int64(1); r <= last; r++ {
			w.count[m*j+r-1] = wt
		}
	}
	return w
}

// cost estimates the word operations g.weights does, in float64 so that no
// product of the limits can overflow, and the least charge for the outcomes of any
// expression holding g (its totals over its denominator); see MaxWork.
func (g Group) cost() (work, outcomes float64) {
	f := float64(g.Sides)
	if g.Explode {
		f *= MaxExplosions + 1
	}
	n := float64(g.Count)
	// Bits of the denominator: Sides^n, or Sides^(n*(MaxExplosions+1)) exploding.
	bits := n * math.Log2(float64(g.Sides)) * f / float64(g.Sides)
	w := words(bits)
	if g.kept() == g.Count {
		// The die itself, then the i-th convolution (i = 1..n-1) multiplies a sum of
		// i*(f-1)+1 totals by the f faces of one more die.
		totals := float64(n*(f-1)) + 1
		return f + float64(w*f*(float64((f-1)*n*(n-1)/2)+(n-1))) + totals, outcomeWork(totals, bits)
	}
	// keepWeights: for each of the f faces, a state table of (n+1)(k+1)(k(f-1)+1)
	// entries, each spread over up to n+1 counts.
	k := float64(g.Keep)
	totals := float64(k*(f-1)) + 1
	return f + float64(w*f*(n+1)*(k+1)*totals*(n+2)/2) + totals, outcomeWork(totals, bits)
}

func (g Group) weights(work *float64) (weights, error) {
	if g.Count < 1 || g.Count > MaxCount || g.Sides < 1 || g.Sides > MaxSides || g.Keep < 0 || g.Keep > g.Count {
		return weights{}, errors.New("dice: group outside the limits: " + g.String())
	}
	cost, outcomes := g.cost()
	*work += cost
	if *work+outcomes > MaxWork {
		return weights{}, ErrTooLarge
	}
	if g.kept() == g.Count {
		die := g.dieWeights()
		acc := die
		for range g.Count - 1 {
			acc = convolve(acc, die)
		}
		return acc, nil
	}
	return g.keepWeights(), nil
}
