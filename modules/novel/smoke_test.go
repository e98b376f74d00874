package novel_test

import (
	"testing"

	"github.com/griffengine/griff/griff/input"

	"github.com/griffengine/griff/scenes"
)

func TestSmoke(t *testing.T) {
	ev := []any{"UIAccept", 5}
	for i := 0; i < 30; i++ {
		ev = append(ev, "advance", 60+i*90)
		if i == 6 {
			ev = append(ev, "UIAccept", 60+i*90+45)
		}
	}
	var probs []scenes.Problem
	g := newGame(t, "", input.NewScript(presses(ev...)), &probs)
	for i := 0; i < 34; i++ {
		steps(g, 90)
		r := reader(t, g)
		t.Logf("step %d wait %v pc %d said %d %q: %q bg %q cast %v opts %v ended %v", g.Clock().Tick(), r.Wait, r.PC, r.Now.Said, r.Now.Speaker, r.Now.Text, r.Now.Bg, r.Now.Cast, r.Options, r.Ended)
	}
	for _, p := range probs {
		t.Log(p)
	}
}
