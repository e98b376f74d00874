package physics_test

import (
	"cmp"
	"fmt"
	"slices"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// touchRec is a Touch with entities as ids, comparable across runs.
type touchRec struct {
	Phase          physics.TouchPhase
	A, B           scenes.EntityID
	ShapeA, ShapeB int
	Sensor         bool
	Normal, Point  griff.Vec
	Impulse        float64
}

// hitRec is a Hit with the entity as an id.
type hitRec struct {
	E             scenes.EntityID
	Shape         int
	Point, Normal griff.Vec
	Distance      float64
}

// orderLog is what one run reported: every step's touches and impacts, and
// every 10th step's query results, one line per report.
type orderLog []string

// playOrder plays the pile scene for steps steps and logs every report and
// query result in the order given. It fails t if a query's results are not
// in the documented order.
func playOrder(t *testing.T, data []byte, steps int) orderLog {
	s, err := scenes.ReadScene("pile", data, nil)
	if err != nil {
		t.Fatal(err)
	}
	w := physics.NewWorld(s, physics.Options{})
	var log orderLog
	var hits []physics.Hit
	for step := range steps {
		s.BeginStep()
		w.Step(dt)
		for _, tc := range w.Touches() {
			log = append(log, fmt.Sprintf("%d touch %+v", step, touchRec{tc.Phase, tc.A.ID(), tc.B.ID(), tc.ShapeA, tc.ShapeB, tc.Sensor, tc.Normal, tc.Point, tc.Impulse}))
		}
		for _, im := range w.Impacts() {
			log = append(log, fmt.Sprintf("%d impact %d %d %d %d %v %v %v", step, im.A.ID(), im.B.ID(), im.ShapeA, im.ShapeB, im.Normal, im.Point, im.Speed))
		}
		if step%10 != 0 {
			continue
		}
		queries := []struct {
			name string
			run  func() []physics.Hit
		}{
			{"rayAll", func() []physics.Hit {
				return w.RaycastAll(griff.V(-300, 900), griff.V(300, 1000), physics.Filter{}, hits[:0])
			}},
			{"rayAllSensors", func() []physics.Hit {
				return w.RaycastAll(griff.V(0, 600), griff.V(0, 1020), physics.Filter{Sensors: true}, hits[:0])
			}},
			{"circle", func() []physics.Hit { return w.OverlapCircle(griff.V(0, 960), 60, physics.Filter{}, hits[:0]) }},
			{"box", func() []physics.Hit {
				return w.OverlapBox(griff.Box{Min: griff.V(-120, 900), Max: griff.V(120, 1005)}, physics.Filter{}, hits[:0])
			}},
			{"point", func() []physics.Hit { return w.OverlapPoint(griff.V(0, 1005), physics.Filter{}, hits[:0]) }},
		}
		for _, q := range queries {
			hits = q.run()
			checkHitOrder(t, q.name, step, hits)
			for _, h := range hits {
				log = append(log, fmt.Sprintf("%d %s %+v", step, q.name, hitRec{h.Entity.ID(), h.Shape, h.Point, h.Normal, h.Distance}))
			}
		}
		if h, ok := w.Raycast(griff.V(-400, 970), griff.V(400, 970), physics.Filter{}); ok {
			log = append(log, fmt.Sprintf("%d ray %+v", step, hitRec{h.Entity.ID(), h.Shape, h.Point, h.Normal, h.Distance}))
		}
	}
	return log
}

// checkHitOrder fails t unless hits are sorted by (distance, entity id, shape
// index), as the queries promise.
func checkHitOrder(t *testing.T, name string, step int, hits []physics.Hit) {
	t.Helper()
	ok := slices.IsSortedFunc(hits, func(a, b physics.Hit) int {
		return cmp.Or(cmp.Compare(a.Distance, b.Distance), cmp.Compare(a.Entity.ID(), b.Entity.ID()), cmp.Compare(a.Shape, b.Shape))
	})
	if !ok {
		t.Errorf("step %d: %s results not in (distance, entity, shape) order", step, name)
	}
}

// TestReportAndQueryOrderRepeats plays one scene twice (with garbage made in
// between so cp's objects sit at other addresses: its arbiter cache is keyed
// by pointers) and compares every touch, impact and query result, in order,
// exactly.
func TestReportAndQueryOrderRepeats(t *testing.T) {
	data := pileScene(t, 80)
	const steps = 240
	a := playOrder(t, data, steps)
	junk := make([][]byte, 0, 500)
	for i := range 500 {
		junk = append(junk, make([]byte, 48+i%300))
	}
	b := playOrder(t, data, steps)
	_ = junk
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			t.Fatalf("report %d differs:\nfirst run  %s\nsecond run %s", i, a[i], b[i])
		}
	}
	if len(a) != len(b) {
		t.Fatalf("first run made %d reports, second %d", len(a), len(b))
	}
	kinds := map[string]int{}
	for _, line := range a {
		var step int
		var kind string
		fmt.Sscanf(line, "%d %s", &step, &kind)
		kinds[kind]++
	}
	for _, k := range []string{"touch", "impact", "rayAll", "rayAllSensors", "circle", "box", "point", "ray"} {
		if kinds[k] == 0 {
			t.Errorf("no %s reports in %d steps; the scene should make some (got %v)", k, steps, kinds)
		}
	}
}
