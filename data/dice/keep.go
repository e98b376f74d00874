package dice

import "math/big"

// keepWeights computes the distribution of the sum of the Keep highest (or lowest)
// of Count dice by a dynamic program over face values: faces are visited from the
// best to the worst, and at each face c of the remaining dice take that value, in
// C(remaining, c) ways, each weighing w(face)^c. The state is (dice remaining, dice
// kept, sum kept); only the first Keep dice visited count towards the sum.
func (g Group) keepWeights() weights {
	die := g.dieWeights()
	n, k := g.Count, g.Keep
	faces := len(die.count)
	maxSum := k * (faces + int(die.lo) - 1)
	idx := func(rem, kept, sum int) int { return (rem*(k+1)+kept)*(maxSum+1) + sum }
	size := (n + 1) * (k + 1) * (maxSum + 1)
	dp := make([]*big.Int, size)
	dp[idx(n, 0, 0)] = big.NewInt(1)
	binom := binomials(n)
	pw := make([]*big.Int, n+1)
	t := new(big.Int)
	for f := range faces {
		fi := faces - 1 - f // best face first
		if g.KeepLowest {
			fi = f
		}
		if die.count[fi] == nil {
			continue // no die can show this total
		}
		v := int(die.lo) + fi
		pw[0] = big.NewInt(1)
		for c := 1; c <= n; c++ {
			pw[c] = new(big.Int).Mul(pw[c-1], die.count[fi])
		}
		next := make([]*big.Int, size)
		for rem := 0; rem <= n; rem++ {
			for kept := 0; kept <= k; kept++ {
				for sum := 0; sum <= maxSum; sum++ {
					x := dp[idx(rem, kept, sum)]
					if x == nil {
						continue
					}
					for c := 0; c <= rem; c++ {
						take := min(c, k-kept)
						j := idx(rem-c, kept+take, sum+take*v)
						t.Mul(x, binom[rem][c])
						t.Mul(t, pw[c])
						if next[j] == nil {
							next[j] = new(big.Int)
						}
						next[j].Add(next[j], t)
					}
				}
			}
		}
		dp = next
	}
	den := new(big.Int).Exp(die.den, big.NewInt(int64(n)), nil)
	w := weights{lo: 0, count: make([]*big.Int, maxSum+1), den: den}
	for sum := 0; sum <= maxSum; sum++ {
		w.count[sum] = dp[idx(0, k, sum)]
	}
	return w
}

// binomials returns Pascal's triangle up to row n.
func binomials(n int) [][]*big.Int {
	b := make([][]*big.Int, n+1)
	for i := range b {
		b[i] = make([]*big.Int, i+1)
		b[i][0], b[i][i] = big.NewInt(1), big.NewInt(1)
		for j := 1; j < i; j++ {
			b[i][j] = new(big.Int).Add(b[i-1][j-1], b[i-1][j])
		}
	}
	return b
}
