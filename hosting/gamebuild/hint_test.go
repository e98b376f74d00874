package gamebuild

import (
	"strings"
	"testing"
)

// The go command's words for an arc without its generated code get a hint
// saying what to run; other errors get none.
func TestHint(t *testing.T) {
	missing := "./spin.go:40:22: cannot use &Countdown{} (value of type *Countdown) as arc.Arc[*runtime.Game] value: *Countdown does not implement arc.Arc[*runtime.Game] (missing method ArcLoad)"
	if h := hint(missing); !strings.Contains(h, "go generate") || !strings.Contains(h, "cmd/arcgen") {
		t.Errorf("hint(missing ArcLoad) = %q, want it to say what to run", h)
	}
	if h := hint("./spin.go:3:14: undefined: noSuchThing"); h != "" {
		t.Errorf("hint(undefined) = %q, want none", h)
	}
}
