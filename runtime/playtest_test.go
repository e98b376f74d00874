package runtime_test

import (
	"testing"

	"github.com/griffengine/griff/runtime"
)

// reporter is a system that reports one fact naming itself and the tick.
type reporter struct{ name string }

func (r *reporter) Name() string                { return r.name }
func (r *reporter) Setup(g *runtime.Game) error { return nil }
func (r *reporter) PlaytestReport(g *runtime.Game, dst []runtime.PlaytestFact) []runtime.PlaytestFact {
	return append(dst, runtime.PlaytestFact{Name: r.name, Value: int64(g.Clock().Tick())})
}

// silent is a system with nothing to report.
type silent struct{}

func (silent) Name() string                { return "silent" }
func (silent) Setup(g *runtime.Game) error { return nil }

// TestPlaytestReportAsksEveryReporter checks the facts come from every
// PlaytestReporter system, in setup order, and none from the others.
func TestPlaytestReportAsksEveryReporter(t *testing.T) {
	g, err := runtime.NewGame(runtime.Options{}, &reporter{"a"}, silent{}, &reporter{"b"})
	if err != nil {
		t.Fatal(err)
	}
	g.Step()
	g.Step()
	facts := g.PlaytestReport()
	var names []string
	for _, f := range facts {
		if f.Value != int64(2) {
			t.Errorf("fact %+v, want the value 2 (the tick)", f)
		}
		names = append(names, f.Name)
	}
	if len(names) != 2 || names[0] != "a" || names[1] != "b" {
		t.Errorf("facts from %q, want [a b]", names)
	}
}
