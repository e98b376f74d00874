package physics_test

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// queryRig has boxes 20x20 at x = 100, 200 (two entities, same place: a tie),
// 300, and a sensor at 400, all at y = 0, no gravity.
func queryRig(t *testing.T) (*rig, []*scenes.Entity) {
	r := newRig(t, physics.Options{NoGravity: true})
	var es []*scenes.Entity
	es = append(es, r.static("A", griff.V(100, 0), physics.Box(20, 20)))
	es = append(es, r.static("B", griff.V(200, 0), physics.Box(20, 20)))
	es = append(es, r.static("C", griff.V(200, 0), physics.Box(20, 20)))
	es = append(es, r.static("D", griff.V(300, 0), physics.Circle(10)))
	sensor := physics.Box(20, 20)
	sensor.Sensor = true
	es = append(es, r.static("S", griff.V(400, 0), sensor))
	r.w.Sync()
	return r, es
}

func names(hits []physics.Hit) []string {
	var out []string
	for _, h := range hits {
		out = append(out, h.Entity.Name())
	}
	return out
}

func sameStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestRaycast(t *testing.T) {
	r, _ := queryRig(t)
	tests := []struct {
		name     string
		from, to griff.Vec
		f        physics.Filter
		want     []string
		dist     float64
	}{
		{"left to right", griff.V(0, 0), griff.V(500, 0), physics.Filter{}, []string{"A", "B", "C", "D"}, 90},
		{"with sensors", griff.V(0, 0), griff.V(500, 0), physics.Filter{Sensors: true}, []string{"A", "B", "C", "D", "S"}, 90},
		{"right to left", griff.V(500, 0), griff.V(0, 0), physics.Filter{}, []string{"D", "B", "C", "A"}, 190},
		{"tie goes to lower id", griff.V(200, -100), griff.V(200, 100), physics.Filter{}, []string{"B", "C"}, 90},
		{"miss", griff.V(0, 50), griff.V(500, 50), physics.Filter{}, nil, 0},
		{"layer mask sees nothing", griff.V(0, 0), griff.V(500, 0), physics.Filter{Mask: 2}, nil, 0},
	}
	for _, tc := range tests {
		got := names(r.w.RaycastAll(tc.from, tc.to, tc.f, nil))
		if !sameStrings(got, tc.want) {
			t.Errorf("%s: RaycastAll hits %v, want %v", tc.name, got, tc.want)
		}
		h, ok := r.w.Raycast(tc.from, tc.to, tc.f)
		if ok != (len(tc.want) > 0) || ok && (h.Entity.Name() != tc.want[0] || !near(h.Distance, tc.dist, 1e-9)) {
			t.Errorf("%s: Raycast = %+v, %v, want %v at %v", tc.name, h, ok, tc.want, tc.dist)
		}
	}
	h, _ := r.w.Raycast(griff.V(0, 0), griff.V(500, 0), physics.Filter{})
	if h.Point != griff.V(90, 0) || h.Normal != griff.V(-1, 0) {
		t.Errorf("first hit point %v normal %v, want (90,0) and (-1,0)", h.Point, h.Normal)
	}
}

func TestOverlaps(t *testing.T) {
	r, _ := queryRig(t)
	all := physics.Filter{Sensors: true}
	tests := []struct {
		name string
		got  []physics.Hit
		want []string
	}{
		{"point in A", r.w.OverlapPoint(griff.V(105, 0), all, nil), []string{"A"}},
		{"point in B and C", r.w.OverlapPoint(griff.V(200, 5), all, nil), []string{"B", "C"}},
		{"point in sensor, sensors off", r.w.OverlapPoint(griff.V(400, 0), physics.Filter{}, nil), nil},
		{"point in sensor", r.w.OverlapPoint(griff.V(400, 0), all, nil), []string{"S"}},
		{"point outside", r.w.OverlapPoint(griff.V(150, 0), all, nil), nil},
		{"circle near A", r.w.OverlapCircle(griff.V(130, 0), 25, all, nil), []string{"A"}},
		{"circle over A..C, nearest first", r.w.OverlapCircle(griff.V(140, 0), 55, all, nil), []string{"A", "B", "C"}},
		{"circle from the right", r.w.OverlapCircle(griff.V(260, 0), 55, all, nil), []string{"D", "B", "C"}},
		{"box over all", r.w.OverlapBox(griff.NewBox(griff.V(0, -50), griff.V(500, 50)), all, nil), []string{"B", "C", "D", "A", "S"}}, // B, C, D all 40 from the centre: by id
		{"box between", r.w.OverlapBox(griff.NewBox(griff.V(120, -50), griff.V(180, 50)), all, nil), nil},
		{"empty box", r.w.OverlapBox(griff.Box{}, all, nil), nil},
	}
	for _, tc := range tests {
		if got := names(tc.got); !sameStrings(got, tc.want) {
			t.Errorf("%s: got %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestQueriesSeeMovedBodies(t *testing.T) {
	r := newRig(t, physics.Options{})
	r.floor(500)
	box := r.body("Box", griff.V(0, 0), physics.Body{}, physics.Box(20, 20))
	r.step(120)
	hits := r.w.OverlapPoint(griff.V(0, 490), physics.Filter{}, nil)
	if got := names(hits); !sameStrings(got, []string{"Box"}) || hits[0].Entity != box {
		t.Errorf("point at the resting box finds %v, want [Box]", got)
	}
}
