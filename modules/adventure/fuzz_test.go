package adventure

import (
	"encoding/binary"
	"math"
	"testing"

	"github.com/griffengine/griff/griff"
)

// FuzzWalkArea reads a walk area's polygon, cell size and a route's ends
// from the fuzzer's bytes (as a scene file may give any numbers): making the
// area never panics, and when it is made, every point of a route but the
// last is the centre of a walkable cell, and the last is the clicked point
// (when inside the polygon) or a walkable cell's centre.
func FuzzWalkArea(f *testing.F) {
	f.Add(encode(8, 400, 355, 560, 355, 40, 346, 440, 346, 440, 392, 520, 392, 520, 346, 920, 346, 950, 462, 10, 462))
	f.Add(encode(0, 0, 0, 5, 5, 0, 0, 10, 0, 0, 10))
	f.Add(encode(3, 1, 1, 1e9, 1, 0, 0, 1e9, 0, 0, 1e9))
	f.Add(encode(-1, math.NaN(), 0, 0, 0, 0, 0, 1, 1, 2, 0))
	f.Fuzz(func(t *testing.T, data []byte) {
		v := decode(data)
		if len(v) < 5 {
			return
		}
		r := &Room{CellSize: v[0]}
		for i := 5; i+1 < len(v); i += 2 {
			r.Walk = append(r.Walk, griff.V(v[i], v[i+1]))
		}
		a, err := makeArea(r)
		if err != nil {
			return
		}
		from, to := griff.V(v[1], v[2]), griff.V(v[3], v[4])
		path := a.route(from, to, nil)
		for i, p := range path {
			if i == len(path)-1 && p == to && inside(r.Walk, to) {
				continue
			}
			c := a.cellOf(p)
			if !a.g.Open(c) || a.center(c) != p {
				t.Fatalf("route point %d %v is not a walkable cell's centre (cell %v)", i, p, c)
			}
		}
	})
}

// encode writes float64s as the fuzzer's bytes.
func encode(v ...float64) []byte {
	b := make([]byte, 0, 8*len(v))
	for _, x := range v {
		b = binary.LittleEndian.AppendUint64(b, math.Float64bits(x))
	}
	return b
}

// decode reads float64s from b (at most 64).
func decode(b []byte) []float64 {
	var v []float64
	for len(b) >= 8 && len(v) < 64 {
		v = append(v, math.Float64frombits(binary.LittleEndian.Uint64(b)))
		b = b[8:]
	}
	return v
}
