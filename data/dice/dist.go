package dice

import (
	"errors"
	"math/big"
)

// MaxWork bounds the work Distribution does (roughly the number of big-integer
// operations); larger expressions return ErrTooLarge.
const MaxWork = 50_000_000

// ErrTooLarge is returned by Distribution when the exact distribution would take
// more than about MaxWork operations to compute.
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
	var work int64
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
		work += int64(len(acc.count)) * int64(len(w.count))
		if work > MaxWork {
			return nil, ErrTooLarge
		}
		acc = convolve(acc, w)
	}
	return acc.outcomes(), nil
}

// Distribution returns the exact distribution of g alone; see Expr.Distribution.
func (g Group) Distribution() ([]Outcome, error) {
	var work int64
	w, err := g.weights(&work)
	if err != nil {
		return nil, err
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

func (g Group) weights(work *int64) (weights, error) {
	if g.Count < 1 || g.Count > MaxCount || g.Sides < 1 || g.Sides > MaxSides || g.Keep < 0 || g.Keep > g.Count {
		return weights{}, errors.New("dice: group outside the limits: " + g.String())
	}
	faces := int64(g.Sides)
	if g.Explode {
		faces *= MaxExplosions + 1
	}
	if g.kept() == g.Count {
		n := int64(g.Count)
		*work += n * n * faces * faces / 2
		if *work > MaxWork {
			return weights{}, ErrTooLarge
		}
		die := g.dieWeights()
		acc := die
		for range g.Count - 1 {
			acc = convolve(acc, die)
		}
		return acc, nil
	}
	n, k := int64(g.Count), int64(g.Keep)
	*work += faces * n * n * k * k * faces
	if *work > MaxWork {
		return weights{}, ErrTooLarge
	}
	return g.keepWeights(), nil
}
