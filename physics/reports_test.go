package physics_test

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// TestUnreadReportsSame checks the reports a step leaves for its reader
// (stepTally.due): a world whose touches are read only now and then gives
// the same reports when read, the same Counts every step and the same
// snapshot bytes as a world read every step, sleeping on and off, with
// touches beginning and ending.
func TestUnreadReportsSame(t *testing.T) {
	data := pileScene(t, 120)
	for _, opts := range []physics.Options{{NoSleep: true}, {SleepTime: 0.2}} {
		t.Run(fmt.Sprint("NoSleep=", opts.NoSleep), func(t *testing.T) {
			sa, err := scenes.ReadScene("pile", data, nil)
			if err != nil {
				t.Fatal(err)
			}
			sb, err := scenes.ReadScene("pile", data, nil)
			if err != nil {
				t.Fatal(err)
			}
			wa, wb := physics.NewWorld(sa, opts), physics.NewWorld(sb, opts)
			const steps = 300
			lazy, compared, ends := 0, 0, 0
			var bufA, bufB []byte
			for step := range steps {
				sa.BeginStep()
				wa.Step(dt)
				sb.BeginStep()
				wb.Step(dt)
				if physics.ReportsLazy(wb) {
					lazy++
				}
				if ca, cb := wa.Counts(), wb.Counts(); ca != cb {
					t.Fatalf("step %d: Counts %+v, read only now and then %+v", step, ca, cb)
				}
				ra := reportLines(wa.Touches())
				if step%7 == 3 {
					bufA, err = wa.AppendSnapshot(bufA[:0])
					if err != nil {
						t.Fatal(err)
					}
					bufB, err = wb.AppendSnapshot(bufB[:0])
					if err != nil {
						t.Fatal(err)
					}
					if !bytes.Equal(bufA, bufB) {
						t.Fatalf("step %d: the snapshots differ (%d and %d bytes)", step, len(bufA), len(bufB))
					}
				}
				if step%5 != 2 {
					continue
				}
				rb := reportLines(wb.Touches())
				if len(ra) != len(rb) {
					t.Fatalf("step %d: %d reports, read only now and then %d", step, len(ra), len(rb))
				}
				for i := range ra {
					if ra[i] != rb[i] {
						t.Fatalf("step %d: report %d is\n%s, read only now and then\n%s", step, i, ra[i], rb[i])
					}
				}
				for _, tc := range wb.Touches() {
					if tc.Phase == physics.TouchEnd {
						ends++
					}
				}
				compared += len(ra)
			}
			if lazy < steps/2 || compared < steps || ends == 0 {
				t.Fatalf("%d of %d steps left their reports to the reader, %d reports compared, %d ended: the test shows nothing", lazy, steps, compared, ends)
			}
			t.Logf("%d of %d steps left their reports to the reader; %d reports compared, %d ended", lazy, steps, compared, ends)
		})
	}
}

// reportLines formats touches with entity ids, to compare two scenes' worlds.
func reportLines(ts []physics.Touch) []string {
	out := make([]string, len(ts))
	for i, tc := range ts {
		out[i] = fmt.Sprintf("%v %d/%d %d/%d sensor %v normal %v point %v impulse %v",
			tc.Phase, tc.A.ID(), tc.ShapeA, tc.B.ID(), tc.ShapeB, tc.Sensor, tc.Normal, tc.Point, tc.Impulse)
	}
	return out
}
