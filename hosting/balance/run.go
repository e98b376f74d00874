package balance

import (
	"context"
	"fmt"
	"math"
	goruntime "runtime"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/tables"
	"github.com/griffengine/griff/scenes"
)

// Options says how Run plays a simulation. The zero value uses every core and
// adds no systems beyond the spec's.
type Options struct {
	// Workers is the number of goroutines playing games; 0 means
	// runtime.GOMAXPROCS(0). The results do not depend on it.
	Workers int
	// Systems, if not nil, makes the systems added to every game after the spec's
	// system sets: a game's own Go systems. It is called once per game (and once
	// more to check the spec), from the workers' goroutines at the same time, so it
	// must be safe for concurrent use and return new systems each time.
	Systems func() []runtime.System
	// Progress, if not nil, is told after each game how many games of the
	// simulation are done and how many it plays in all (rows times Runs). Run
	// calls it from the workers' goroutines but never twice at once, with done
	// going up by one from 1 to total (hosting/progress prints it). It does not
	// change the results.
	Progress func(done, total int)
}

// Run plays the simulation spec on the game folder lg and returns its results:
// spec.Runs games for each row, as the package documentation describes, spread
// over opts.Workers goroutines with the same results for any number of them. The
// first Run closes the registry of system sets (see RegisterSystems).
//
// Run first checks spec against lg and returns a *SpecError wrapping ErrBadSpec
// (naming the line of the key) for numbers out of range, a scene, table, row or
// system set that lg or the registry does not have, or a fill entity that is not
// in the scene; an error from runtime.NewGame if the arena cannot be made. A game
// that panics stops the simulation with an error naming the row, the run and its
// seed (the first such game in row and run order). If ctx is done, Run stops after
// the blocks being played and returns ctx.Err().
func Run(ctx context.Context, lg *hosting.LoadedGame, spec *Spec, opts Options) (*Results, error) {
	closeRegistry()
	p := &plan{lg: lg, spec: spec, win: spec.winner(), extra: opts.Systems, progress: opts.Progress}
	if err := p.check(); err != nil {
		return nil, err
	}
	jobs := p.jobs()
	blocks := make([]tally, len(jobs))
	errs := make([]error, len(jobs))
	workers := opts.Workers
	if workers <= 0 {
		workers = goruntime.GOMAXPROCS(0)
	}
	workers = min(workers, len(jobs))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for {
				i := int(next.Add(1) - 1)
				if i >= len(jobs) || ctx.Err() != nil {
					return
				}
				blocks[i], errs[i] = p.playBlock(jobs[i])
			}
		})
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return p.results(jobs, blocks), nil
}

// plan is a checked simulation.
type plan struct {
	lg      *hosting.LoadedGame
	spec    *Spec
	win     string
	extra   func() []runtime.System
	rows    []string
	metrics []string // "steps", then spec.Metrics

	progress func(done, total int)
	mu       sync.Mutex // serializes progress
	done     int        // games played, under mu
}

// played counts a game and tells the progress callback.
func (p *plan) played() {
	if p.progress == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done++
	p.progress(p.done, len(p.rows)*p.spec.Runs)
}

// job is a block: games first to first+n-1 of row number row.
type job struct{ row, first, n int }

// jobs cuts every row's games into blocks, row by row.
func (p *plan) jobs() []job {
	var jobs []job
	b := p.spec.block()
	for r := range p.rows {
		for first := 0; first < p.spec.Runs; first += b {
			jobs = append(jobs, job{row: r, first: first, n: min(b, p.spec.Runs-first)})
		}
	}
	return jobs
}

// check checks the spec against the game folder and fills rows and metrics.
func (p *plan) check() error {
	s := p.spec
	if err := s.checkNumbers(); err != nil {
		return err
	}
	if !slices.Contains(p.lg.SceneNames(), s.Scene) {
		return s.errAt("scene", "%s has no scene %q (want scenes/%s.json)", p.lg.Name, s.Scene, s.Scene)
	}
	for _, name := range s.Systems {
		if systemSets[name] == nil {
			return s.errAt("systems", "no system set %q (registered: %v)", name, SystemSets())
		}
	}
	t, ok := p.lg.Tables().Table(s.Table)
	if !ok {
		return s.errAt("table", "%s has no table %q (want tables/%s.csv)", p.lg.Name, s.Table, s.Table)
	}
	p.rows = s.Rows
	if p.rows == nil {
		p.rows = t.IDs()
	}
	for _, r := range p.rows {
		if _, ok := t.RowIndex(r); !ok {
			return s.errAt("rows", "table %s has no row %q", s.Table, r)
		}
	}
	if len(p.rows) == 0 {
		return s.errAt("table", "table %s has no rows", s.Table)
	}
	p.metrics = append([]string{"steps"}, s.Metrics...)
	g, err := p.newGame(0)
	if err != nil {
		return fmt.Errorf("balance: %s: making the arena: %w", s.File, err)
	}
	for _, name := range s.Fill {
		if findEntity(g.Scene(), name) == nil {
			return s.errAt("fill", "scene %s has no entity %q", s.Scene, name)
		}
	}
	return nil
}

// findEntity returns the first entity of s in hierarchy order named name (or with
// the path name), without warning when there is none.
func findEntity(s *scenes.Scene, name string) *scenes.Entity {
	for e := range s.Walk() {
		if e.Name() == name || e.Path() == name {
			return e
		}
	}
	return nil
}

// newGame makes a game of the arena with the given seed.
func (p *plan) newGame(seed uint64) (*runtime.Game, error) {
	var systems []runtime.System
	for _, name := range p.spec.Systems {
		systems = append(systems, systemSets[name]()...)
	}
	if p.extra != nil {
		systems = append(systems, p.extra()...)
	}
	opts := p.lg.BuiltinOptions()
	opts.StartScene = p.spec.Scene
	return builtins.NewGame(runtime.Options{
		StepRate: p.lg.Project.StepRate,
		Seed:     seed,
		Prefabs:  p.lg,
	}, opts, systems...)
}

// playBlock plays the games of one block in run order.
func (p *plan) playBlock(j job) (tally, error) {
	t := newTally(len(p.metrics), j.n)
	row := p.rows[j.row]
	for run := j.first; run < j.first+j.n; run++ {
		seed := GameSeed(p.spec.Seed, row, run)
		if err := p.play(&t, row, seed); err != nil {
			return t, fmt.Errorf("balance: %s: row %s, run %d (seed %#x): %w", p.spec.File, row, run, seed, err)
		}
		p.played()
	}
	return t, nil
}

// play plays one game and adds it to t.
func (p *plan) play(t *tally, row string, seed uint64) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	g, err := p.newGame(seed)
	if err != nil {
		return err
	}
	for _, name := range p.spec.Fill {
		if e := findEntity(g.Scene(), name); e != nil {
			_ = tables.Of(g).FillEntity(e, p.spec.Table, row) // mistakes go to the problem log
		}
	}
	var out *Outcome
	steps := 0
	for steps < p.spec.MaxSteps {
		g.Step()
		steps++
		if out = findOutcome(g.Scene()); out != nil && out.Done {
			break
		}
	}
	t.addGame(p, out, steps)
	for _, pr := range g.Problems().List() {
		t.problems.Report(pr)
	}
	return nil
}

// tally adds up games: one block's, or a whole row's.
type tally struct {
	games, wins, draws, timeouts int
	sum                          []float64   // per metric
	vals                         [][]float64 // per metric, in run order
	problems                     *scenes.Problems
}

func newTally(metrics, games int) tally {
	t := tally{sum: make([]float64, metrics), vals: make([][]float64, metrics), problems: scenes.NewProblems(nil)}
	for i := range t.vals {
		t.vals[i] = make([]float64, 0, games)
	}
	return t
}

// addGame counts one game that ended with out (nil if the scene has no Outcome)
// after steps steps.
func (t *tally) addGame(p *plan, out *Outcome, steps int) {
	t.games++
	switch {
	case out == nil || !out.Done:
		t.timeouts++
	case out.Winner == p.win:
		t.wins++
	case out.Winner == "":
		t.draws++
	}
	t.addValue(0, float64(steps))
	if out == nil {
		return
	}
	for i, name := range p.metrics[1:] {
		if v, ok := out.Metrics[name]; ok && !math.IsNaN(v) && !math.IsInf(v, 0) {
			t.addValue(i+1, v)
		}
	}
}

func (t *tally) addValue(m int, v float64) {
	t.sum[m] += v
	t.vals[m] = append(t.vals[m], v)
}

// add adds the block b to t (blocks must be added in block order).
func (t *tally) add(b *tally) {
	t.games += b.games
	t.wins += b.wins
	t.draws += b.draws
	t.timeouts += b.timeouts
	for m := range t.sum {
		t.sum[m] += b.sum[m]
		t.vals[m] = append(t.vals[m], b.vals[m]...)
	}
	for _, pr := range b.problems.List() {
		t.problems.Report(pr)
	}
}
