package blocks

import (
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
)

// publishedKicks are the SRS wall kick tables as the Tetris wiki publishes
// them (tetris.wiki/Super_Rotation_System, "Wall Kicks", y up), written out by
// hand from the page, not computed: test 1 to 5 of each turn.
var publishedKicks = map[string]string{
	"JLSTZ 0->R": "(0,0) (-1,0) (-1,+1) (0,-2) (-1,-2)",
	"JLSTZ R->0": "(0,0) (+1,0) (+1,-1) (0,+2) (+1,+2)",
	"JLSTZ R->2": "(0,0) (+1,0) (+1,-1) (0,+2) (+1,+2)",
	"JLSTZ 2->R": "(0,0) (-1,0) (-1,+1) (0,-2) (-1,-2)",
	"JLSTZ 2->L": "(0,0) (+1,0) (+1,+1) (0,-2) (+1,-2)",
	"JLSTZ L->2": "(0,0) (-1,0) (-1,-1) (0,+2) (-1,+2)",
	"JLSTZ L->0": "(0,0) (-1,0) (-1,-1) (0,+2) (-1,+2)",
	"JLSTZ 0->L": "(0,0) (+1,0) (+1,+1) (0,-2) (+1,-2)",
	"I 0->R":     "(0,0) (-2,0) (+1,0) (-2,-1) (+1,+2)",
	"I R->0":     "(0,0) (+2,0) (-1,0) (+2,+1) (-1,-2)",
	"I R->2":     "(0,0) (-1,0) (+2,0) (-1,+2) (+2,-1)",
	"I 2->R":     "(0,0) (+1,0) (-2,0) (+1,-2) (-2,+1)",
	"I 2->L":     "(0,0) (+2,0) (-1,0) (+2,+1) (-1,-2)",
	"I L->2":     "(0,0) (-2,0) (+1,0) (-2,-1) (+1,+2)",
	"I L->0":     "(0,0) (+1,0) (-2,0) (+1,-2) (-2,+1)",
	"I 0->L":     "(0,0) (-1,0) (+2,0) (-1,+2) (+2,-1)",
}

func formatKicks(ks []Cell) string {
	var b strings.Builder
	for i, k := range ks {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString("(" + signed(k.X) + "," + signed(k.Y) + ")")
	}
	return b.String()
}

func signed(n int) string {
	s := big.NewInt(int64(n)).String()
	if n > 0 {
		s = "+" + s
	}
	return s
}

// TestKickTables checks every turn of every piece (each rotation state to its
// two neighbours) against the published SRS tables, and that O never kicks.
func TestKickTables(t *testing.T) {
	seen := 0
	for k := KindI; k < NumKinds; k++ {
		for from := Rot0; from <= RotL; from++ {
			for _, to := range []Rotation{from.CW(), from.CCW()} {
				got := formatKicks(Kicks(k, from, to))
				if k == KindO {
					if got != "(0,0)" {
						t.Errorf("O %v->%v kicks %s, want only (0,0)", from, to, got)
					}
					continue
				}
				table := "JLSTZ"
				if k == KindI {
					table = "I"
				}
				name := table + " " + from.String() + "->" + to.String()
				if want := publishedKicks[name]; got != want {
					t.Errorf("%v: kicks %s, want %s (%s)", k, got, want, name)
				}
				seen++
			}
		}
	}
	if seen != 6*8 {
		t.Errorf("checked %d turns, want 48", seen)
	}
}

// TestShapes checks the rotation states against the guideline's pictures of
// them (y up, box rows top first).
func TestShapes(t *testing.T) {
	for _, tc := range []struct {
		k    Kind
		r    Rotation
		want string
	}{
		{KindT, Rot0, ".#./###/..."},
		{KindT, RotR, ".#./.##/.#."},
		{KindT, Rot2, ".../###/.#."},
		{KindT, RotL, ".#./##./.#."},
		{KindI, Rot0, "..../####/..../...."},
		{KindI, RotR, "..#./..#./..#./..#."},
		{KindI, Rot2, "..../..../####/...."},
		{KindI, RotL, ".#../.#../.#../.#.."},
		{KindS, Rot0, ".##/##./..."},
		{KindZ, RotR, "..#/.##/.#."},
		{KindJ, Rot0, "#../###/..."},
		{KindL, RotL, "##./.#./.#."},
		{KindO, RotR, "##/##"},
	} {
		n := boxSize(tc.k)
		rows := make([][]byte, n)
		for i := range rows {
			rows[i] = []byte(strings.Repeat(".", n))
		}
		for _, c := range Shape(tc.k, tc.r) {
			rows[n-1-c.Y][c.X] = '#'
		}
		var parts []string
		for _, r := range rows {
			parts = append(parts, string(r))
		}
		if got := strings.Join(parts, "/"); got != tc.want {
			t.Errorf("%v in state %v is %s, want %s", tc.k, tc.r, got, tc.want)
		}
	}
}

// TestBag checks the 7-bag: 7,000 bags drawn from a seeded Rand are each a
// permutation of the seven pieces, so any 7 consecutive bags hold each piece
// exactly 7 times, no piece waits more than 12 pieces for its next, and each
// piece starts a bag about a seventh of the time.
func TestBag(t *testing.T) {
	r := griff.NewRand(7)
	const bags = 7000
	q := fillQueue(nil, bags*BagSize-1, r)
	if len(q) != bags*BagSize {
		t.Fatalf("queue holds %d pieces, want %d", len(q), bags*BagSize)
	}
	var first [NumKinds]int
	for b := range bags {
		var n [NumKinds]int
		for _, k := range q[b*BagSize : (b+1)*BagSize] {
			n[k]++
		}
		for k := KindI; k < NumKinds; k++ {
			if n[k] != 1 {
				t.Fatalf("bag %d (%v) holds %d %v", b, q[b*BagSize:(b+1)*BagSize], n[k], k)
			}
		}
		first[q[b*BagSize]]++
	}
	for w := 0; w+7*BagSize <= len(q); w += BagSize {
		var n [NumKinds]int
		for _, k := range q[w : w+7*BagSize] {
			n[k]++
		}
		for k := KindI; k < NumKinds; k++ {
			if n[k] != 7 {
				t.Fatalf("7 bags from piece %d hold %d %v, want 7", w, n[k], k)
			}
		}
	}
	last := [NumKinds]int{}
	for i := range last {
		last[i] = -1
	}
	for i, k := range q {
		if last[k] >= 0 && i-last[k] > 13 {
			t.Fatalf("%v came at %d and again at %d: a gap of %d pieces, want at most 12", k, last[k], i, i-last[k]-1)
		}
		last[k] = i
	}
	for k := KindI; k < NumKinds; k++ {
		// 1,000 expected; the binomial's standard deviation is about 29.
		if first[k] < 880 || first[k] > 1120 {
			t.Errorf("%v starts %d of %d bags, want about 1000", k, first[k], bags)
		}
	}
}

// TestBagFromGameRand checks the queue is drawn from the Rand it is given:
// the same seed gives the same pieces, another seed others.
func TestBagFromGameRand(t *testing.T) {
	a := fillQueue(nil, 20, griff.NewRand(1))
	b := fillQueue(nil, 20, griff.NewRand(1))
	c := fillQueue(nil, 20, griff.NewRand(2))
	if formatQueue(a) != formatQueue(b) {
		t.Errorf("seed 1 gave %v then %v", a, b)
	}
	if formatQueue(a) == formatQueue(c) {
		t.Errorf("seeds 1 and 2 both gave %v", a)
	}
}

func formatQueue(q []Kind) string {
	var b strings.Builder
	for _, k := range q {
		b.WriteString(k.String())
	}
	return b.String()
}

// TestGravityTable checks every entry against the guideline formula worked
// out exactly: (0.8 - (level-1)·0.007)^(level-1) seconds is
// (800 - 7(level-1))^(level-1) / 1000^(level-1), rounded to the nanosecond.
func TestGravityTable(t *testing.T) {
	for level := 1; level <= MaxGravityLevel; level++ {
		n := int64(level - 1)
		num := new(big.Int).Exp(big.NewInt(800-7*n), big.NewInt(n), nil)
		num.Mul(num, big.NewInt(1e9))
		den := new(big.Int).Exp(big.NewInt(1000), big.NewInt(n), nil)
		want := new(big.Rat).SetFrac(num, den)
		got := new(big.Rat).SetInt64(int64(Gravity(level)))
		diff := new(big.Rat).Sub(got, want)
		if diff.Abs(diff).Cmp(big.NewRat(1, 2)) > 0 {
			t.Errorf("Gravity(%d) = %d ns, want %s ns", level, Gravity(level), want.FloatString(3))
		}
	}
	if Gravity(0) != time.Second || Gravity(99) != Gravity(MaxGravityLevel) {
		t.Errorf("Gravity(0) = %v, Gravity(99) = %v", Gravity(0), Gravity(99))
	}
}
