package balance_test

import (
	"context"
	"sync/atomic"
	"testing"

	"github.com/griffengine/griff/hosting/balance"
)

// Progress counts games one by one, never from two goroutines at once, and
// leaves the results as they are.
func TestProgressCountsGames(t *testing.T) {
	lg, spec := loadDuel(t, "runs 50", "block 8")
	want := run(t, lg, spec, 1)
	var inside atomic.Int32
	var done []int
	totals := map[int]bool{}
	res, err := balance.Run(context.Background(), lg, spec, balance.Options{Workers: 3, Progress: func(d, total int) {
		if inside.Add(1) != 1 {
			t.Error("Progress called from two goroutines at once")
		}
		done = append(done, d)
		totals[total] = true
		inside.Add(-1)
	}})
	if err != nil {
		t.Fatal(err)
	}
	games := 50 * len(want.Rows)
	if len(done) != games || len(totals) != 1 || !totals[games] {
		t.Fatalf("Progress called %d times with totals %v, want %d times with total %d", len(done), totals, games, games)
	}
	for i, d := range done {
		if d != i+1 {
			t.Fatalf("call %d said %d games done, want %d", i+1, d, i+1)
		}
	}
	if got, w := bits(res), bits(want); got != w {
		t.Errorf("results with Progress:\n%s\nwant:\n%s", got, w)
	}
}
