package strategy

import "testing"

// BenchmarkStep measures a step of a match of 40 units (20 footmen a
// side walking at each other and fighting) and two halls, with the fog;
// it reports the allocations of a steady step.
func BenchmarkStep(b *testing.B) {
	var us []Unit
	for i := range 20 {
		us = append(us, u("footman", 0, 2+i%4, 2+i/4), u("footman", 1, 30+i%4, 2+i/4))
	}
	us = append(us, u("hall", 0, 2, 10), u("hall", 1, 30, 10))
	r := newRig(b, 1, field(36, 16), true, us...)
	r.step(1)
	var side [2][]int
	for _, x := range r.units() {
		if x.Kind == "footman" {
			side[x.Side] = append(side[x.Side], x.ID)
		}
	}
	r.order(Command{Side: 0, Order: OrderAttackMove, X: 31 * Tile, Y: 4 * Tile, Units: side[0]})
	r.order(Command{Side: 1, Order: OrderAttackMove, X: 3 * Tile, Y: 4 * Tile, Units: side[1]})
	r.step(300)
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		r.g.Step()
	}
}

// TestSteadyStepAllocatesNothing: a step of 20 footmen walking under the
// fog, with a hall, allocates nothing.
func TestSteadyStepAllocatesNothing(t *testing.T) {
	var us []Unit
	for i := range 20 {
		us = append(us, u("footman", 0, 2+i%4, 2+i/4))
	}
	us = append(us, u("hall", 0, 2, 10))
	r := newRig(t, 1, field(40, 16), true, us...)
	r.step(1)
	var ids []int
	for _, x := range r.byKind("footman", 0) {
		ids = append(ids, x.ID)
	}
	r.order(Command{Side: 0, Order: OrderMove, X: 36 * Tile, Y: 8 * Tile, Units: ids})
	r.step(60)
	if n := testing.AllocsPerRun(100, r.g.Step); n != 0 {
		t.Errorf("a step allocates %v times", n)
	}
}
