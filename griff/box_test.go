package griff_test

import (
	"encoding/json"
	"math"
	"testing"

	"github.com/griffengine/griff/griff"
)

func box(x0, y0, x1, y1 float64) griff.Box {
	return griff.Box{Min: griff.V(x0, y0), Max: griff.V(x1, y1)}
}

func TestBoxBasics(t *testing.T) {
	b := griff.NewBox(griff.V(4, 6), griff.V(0, 2))
	if b != box(0, 2, 4, 6) {
		t.Errorf("NewBox = %+v", b)
	}
	if got := b.Size(); got != griff.V(4, 4) {
		t.Errorf("Size = %v", got)
	}
	if got := b.Center(); got != griff.V(2, 4) {
		t.Errorf("Center = %v", got)
	}
	if got := griff.BoxAt(griff.V(2, 4), griff.V(4, 4)); got != b {
		t.Errorf("BoxAt = %+v, want %+v", got, b)
	}
	if got := b.Offset(griff.V(1, -1)); got != box(1, 1, 5, 5) {
		t.Errorf("Offset = %+v", got)
	}
	if got := b.Expand(1); got != box(-1, 1, 5, 7) {
		t.Errorf("Expand(1) = %+v", got)
	}
	if got := b.Expand(-3); !got.Empty() {
		t.Errorf("Expand(-3) = %+v, want empty", got)
	}
}

func TestBoxContains(t *testing.T) {
	b := box(0, 0, 10, 5)
	tests := []struct {
		p    griff.Vec
		want bool
	}{
		{griff.V(0, 0), true}, {griff.V(5, 2), true}, {griff.V(9.999, 4.999), true},
		{griff.V(10, 2), false}, {griff.V(5, 5), false}, {griff.V(-0.001, 2), false},
		{griff.V(math.NaN(), 2), false},
	}
	for _, tc := range tests {
		if got := b.Contains(tc.p); got != tc.want {
			t.Errorf("%+v.Contains(%v) = %v, want %v", b, tc.p, got, tc.want)
		}
	}
	if (griff.Box{}).Contains(griff.V(0, 0)) {
		t.Errorf("the zero Box contains the origin")
	}
	if !b.ContainsBox(box(1, 1, 10, 5)) || b.ContainsBox(box(1, 1, 11, 5)) || !b.ContainsBox(griff.EmptyBox()) {
		t.Errorf("ContainsBox is wrong")
	}
}

func TestBoxIntersects(t *testing.T) {
	b := box(0, 0, 10, 10)
	tests := []struct {
		c    griff.Box
		want bool
	}{
		{box(5, 5, 15, 15), true},
		{box(2, 2, 3, 3), true},
		{box(10, 0, 20, 10), false}, // touching edge
		{box(-5, -5, 0, 0), false},  // touching corner
		{box(11, 0, 20, 10), false},
		{box(-1, -1, 11, 11), true},
		{box(5, 5, 5, 8), false}, // zero width
		{griff.EmptyBox(), false},
	}
	for _, tc := range tests {
		if got := b.Intersects(tc.c); got != tc.want {
			t.Errorf("%+v.Intersects(%+v) = %v, want %v", b, tc.c, got, tc.want)
		}
		if got := tc.c.Intersects(b); got != tc.want {
			t.Errorf("%+v.Intersects(%+v) = %v, want %v", tc.c, b, got, tc.want)
		}
		if got := !b.Intersect(tc.c).Empty(); got != tc.want {
			t.Errorf("Intersect(%+v) non-empty = %v, want %v", tc.c, got, tc.want)
		}
	}
}

func TestBoxUnionAndInclude(t *testing.T) {
	a, b := box(0, 0, 1, 1), box(3, -2, 4, 0)
	if got := a.Union(b); got != box(0, -2, 4, 1) {
		t.Errorf("Union = %+v", got)
	}
	if got := griff.EmptyBox().Union(a); got != a {
		t.Errorf("EmptyBox().Union(a) = %+v", got)
	}
	if got := a.Union(griff.EmptyBox()); got != a {
		t.Errorf("a.Union(EmptyBox()) = %+v", got)
	}
	got := griff.EmptyBox()
	for _, p := range []griff.Vec{griff.V(2, 3), griff.V(-1, 5), griff.V(0, 0)} {
		got = got.Include(p)
	}
	if got != box(-1, 0, 2, 5) {
		t.Errorf("Include of three points = %+v, want %+v", got, box(-1, 0, 2, 5))
	}
	line := box(1, 1, 1, 3) // zero width still counts as an extent
	if got := line.Union(box(2, 0, 3, 1)); got != box(1, 0, 3, 3) {
		t.Errorf("Union with a line box = %+v", got)
	}
}

func TestBoxTransform(t *testing.T) {
	b := box(0, 0, 2, 1)
	tests := []struct {
		name string
		t    griff.Affine
		want griff.Box
	}{
		{"identity", griff.Identity, b},
		{"translate", griff.TRS(griff.V(5, 5), 0, griff.V(1, 1)), box(5, 5, 7, 6)},
		{"mirror", griff.Affine{A: -1, D: 1}, box(-2, 0, 0, 1)},
		{"quarter turn", griff.TRS(griff.V(0, 0), math.Pi/2, griff.V(1, 1)), box(-1, 0, 0, 2)},
		{"eighth turn", griff.TRS(griff.V(0, 0), math.Pi/4, griff.V(1, 1)),
			box(-math.Sqrt2/2, 0, math.Sqrt2, 3*math.Sqrt2/2)},
	}
	for _, tc := range tests {
		got := b.Transform(tc.t)
		if !vecNear(got.Min, tc.want.Min, 1e-12) || !vecNear(got.Max, tc.want.Max, 1e-12) {
			t.Errorf("%s: Transform = %+v, want %+v", tc.name, got, tc.want)
		}
	}
	if got := griff.EmptyBox().Transform(griff.Identity); !got.Inverted() {
		t.Errorf("EmptyBox().Transform = %+v, want inverted", got)
	}
}

func TestBoxJSON(t *testing.T) {
	b := box(1, 2, 3.5, 4)
	data, err := json.Marshal(b)
	if err != nil || string(data) != `{"min":[1,2],"max":[3.5,4]}` {
		t.Fatalf("Marshal = %s, %v", data, err)
	}
	var back griff.Box
	if err := json.Unmarshal(data, &back); err != nil || back != b {
		t.Errorf("Unmarshal = %+v, %v", back, err)
	}
}
