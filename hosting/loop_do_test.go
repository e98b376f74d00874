package hosting_test

import (
	"errors"
	"testing"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime"
)

func TestLoopDo(t *testing.T) {
	failed := errors.New("no GPU")
	for _, c := range []struct {
		name      string
		f         func() error
		wantValue any // the FrameError's value; nil for no error
	}{
		{"fine", func() error { return nil }, nil},
		{"error", func() error { return failed }, failed},
		{"panic", func() error { panic("draw exploded") }, "draw exploded"},
	} {
		g, err := runtime.NewGame(runtime.Options{})
		if err != nil {
			t.Fatal(err)
		}
		var reported []error
		loop := &hosting.Loop{Game: g, Report: func(err error) { reported = append(reported, err) }}
		loop.Frame(g.Clock().StepDuration())
		err = loop.Do(c.f)
		if c.wantValue == nil {
			if err != nil || len(reported) != 0 || g.Clock().Paused() {
				t.Errorf("%s: Do = %v, %d reports, paused %v; want nil, none, running", c.name, err, len(reported), g.Clock().Paused())
			}
			continue
		}
		var fe *hosting.FrameError
		if !errors.As(err, &fe) || fe.Value != c.wantValue || fe.Frame != 1 {
			t.Errorf("%s: Do = %v; want a FrameError of frame 1 with value %v", c.name, err, c.wantValue)
		}
		if len(reported) != 1 || !g.Clock().Paused() {
			t.Errorf("%s: %d reports, paused %v; want 1 report and the game paused", c.name, len(reported), g.Clock().Paused())
		}
	}
}
