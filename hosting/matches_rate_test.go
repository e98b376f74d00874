package hosting_test

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/net/transport"
)

// TestServeMatchesExtremeStepRates: a project built in code may hold any
// step rate (files are limited to 1..1000); ServeMatches clamps it as the
// clock does instead of asking for a ticker of 0 or a negative period, which
// panics (shared/cases/clock-extremes).
func TestServeMatchesExtremeStepRates(t *testing.T) {
	for _, tt := range []struct {
		rate int
		want string
	}{{2_000_000_000, "at 1000000 steps a second"}, {-5, "at 60 steps a second"}} {
		lg, err := hosting.Load(ballGame, "ball")
		if err != nil {
			t.Fatal(err)
		}
		lg.Project.StepRate = tt.rate
		m := hosting.NewMatches(lg, hosting.Options{Seed: 1},
			hosting.MatchesOptions{Transport: transport.NewServer(transport.Config{}, transport.NewHub().NewLink())})
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		var out bytes.Buffer
		if err := hosting.ServeMatches(ctx, lg, m, &out); err != nil {
			t.Errorf("rate %d: %v", tt.rate, err)
		}
		if !strings.Contains(out.String(), tt.want) {
			t.Errorf("rate %d: printed %q, want %q", tt.rate, out.String(), tt.want)
		}
	}
}
