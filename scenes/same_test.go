package scenes_test

import (
	"math"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

func TestSameSlice(t *testing.T) {
	arr := []int{1, 2, 3, 4}
	empty := make([]int, 0, 4)
	for _, c := range []struct {
		name string
		a, b []int
		want bool
	}{
		{"nil and nil", nil, nil, true},
		{"itself", arr, arr, true},
		{"nil and empty", nil, []int{}, false},
		{"equal contents, another array", arr, []int{1, 2, 3, 4}, false},
		{"shorter", arr, arr[:3], false},
		{"full slice expression, same cap", arr, arr[:4:4], true},
		{"capacity cut", arr[:2], arr[:2:2], false},
		{"another start", arr[1:], arr[1:], true},
		{"shifted", arr[:3], arr[1:], false},
		{"empty, same array", empty, empty[:0], true},
		{"empty, another array", empty, make([]int, 0, 4), false},
	} {
		if got := scenes.SameSlice(c.a, c.b); got != c.want {
			t.Errorf("%s: SameSlice = %v, want %v", c.name, got, c.want)
		}
		if got := scenes.SameSlice(c.b, c.a); got != c.want {
			t.Errorf("%s, swapped: SameSlice = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestSameBits(t *testing.T) {
	negZero, nan := math.Copysign(0, -1), math.NaN()
	for _, c := range []struct {
		a, b float64
		want bool
	}{
		{0, 0, true}, {1.5, 1.5, true}, {0, negZero, false}, {nan, nan, true}, {1, math.Nextafter(1, 2), false},
	} {
		if got := scenes.SameBits(c.a, c.b); got != c.want {
			t.Errorf("SameBits(%v, %v) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
	for _, c := range []struct {
		a, b griff.Vec
		want bool
	}{
		{griff.Vec{1, 2}, griff.Vec{1, 2}, true},
		{griff.Vec{0, 2}, griff.Vec{negZero, 2}, false},
		{griff.Vec{1, 0}, griff.Vec{1, negZero}, false},
		{griff.Vec{1, 2}, griff.Vec{2, 1}, false},
	} {
		if got := scenes.SameVec(c.a, c.b); got != c.want {
			t.Errorf("SameVec(%v, %v) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}
