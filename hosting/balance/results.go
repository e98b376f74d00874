package balance

import (
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"text/tabwriter"

	"github.com/griffengine/griff/scenes"
)

// Results are what a simulation found, row by row.
type Results struct {
	// Spec is the simulation that was run.
	Spec *Spec
	// Percentiles are the percentiles reported for every metric (0 to 100), in
	// the order of MetricResult.Percentiles.
	Percentiles []float64
	// Rows are the rows tried, in the spec's order.
	Rows []RowResult
	// Problems are the problems the games recorded (data mistakes), each once, in
	// row, run and record order.
	Problems []scenes.Problem
}

// RowResult is the result of one row's games.
type RowResult struct {
	// Row is the row's id.
	Row string
	// Games is the number of games played (Spec.Runs).
	Games int
	// Wins counts the games whose Outcome.Winner was Spec's win name; Draws those
	// decided with no winner; Timeouts those still undecided after MaxSteps steps
	// (or whose scene had no Outcome). Other games were won by someone else.
	Wins, Draws, Timeouts int
	// Metrics has "steps" (the steps a game took) first, then Spec.Metrics in
	// order.
	Metrics []MetricResult
}

// WinRate returns Wins / Games, 0 to 1.
func (r *RowResult) WinRate() float64 { return float64(r.Wins) / float64(r.Games) }

// Metric returns the result of the metric called name, or nil.
func (r *RowResult) Metric(name string) *MetricResult {
	for i := range r.Metrics {
		if r.Metrics[i].Name == name {
			return &r.Metrics[i]
		}
	}
	return nil
}

// MetricResult sums up one metric of a row's games.
type MetricResult struct {
	// Name is the metric's name.
	Name string
	// N is the number of games that reported it (non-finite values are left out).
	N int
	// Mean is the sum of the values (added in block order) divided by N; NaN if
	// N is 0.
	Mean float64
	// Percentiles matches Results.Percentiles: linear interpolation between the
	// nearest ranks (Hyndman and Fan type 7); NaN if N is 0.
	Percentiles []float64
}

// results adds up the blocks of each row in block order.
func (p *plan) results(jobs []job, blocks []tally) *Results {
	res := &Results{Spec: p.spec, Percentiles: slices.Clone(p.spec.percentiles())}
	problems := scenes.NewProblems(nil)
	for r, id := range p.rows {
		t := newTally(len(p.metrics), p.spec.Runs)
		for i, j := range jobs {
			if j.row == r {
				t.add(&blocks[i])
			}
		}
		row := RowResult{Row: id, Games: t.games, Wins: t.wins, Draws: t.draws, Timeouts: t.timeouts}
		for m, name := range p.metrics {
			row.Metrics = append(row.Metrics, summarize(name, t.sum[m], t.vals[m], res.Percentiles))
		}
		res.Rows = append(res.Rows, row)
		for _, pr := range t.problems.List() {
			problems.Report(pr)
		}
	}
	res.Problems = problems.List()
	return res
}

// summarize works out a metric's mean and percentiles; vals is sorted in place.
func summarize(name string, sum float64, vals []float64, ps []float64) MetricResult {
	m := MetricResult{Name: name, N: len(vals), Mean: math.NaN(), Percentiles: make([]float64, len(ps))}
	if m.N > 0 {
		m.Mean = sum / float64(m.N)
	}
	slices.Sort(vals)
	for i, p := range ps {
		m.Percentiles[i] = Percentile(vals, p)
	}
	return m
}

// Percentile returns the p-th percentile (0 to 100) of sorted, interpolating
// linearly between the two nearest ranks: with h = (n-1)·p/100, it is
// sorted[⌊h⌋] + (h-⌊h⌋)·(sorted[⌊h⌋+1]-sorted[⌊h⌋]). This is type 7 of Hyndman and
// Fan (1996), the default of R and NumPy. It returns NaN for an empty slice or a
// NaN p, and clamps any other p to 0..100 (so ±Inf are the extremes).
func Percentile(sorted []float64, p float64) float64 {
	n := len(sorted)
	if n == 0 || math.IsNaN(p) {
		return math.NaN()
	}
	p = min(max(p, 0), 100)
	h := float64(float64(n-1)*p) / 100
	lo := int(math.Floor(h))
	if lo >= n-1 {
		return sorted[n-1]
	}
	frac := h - float64(lo)
	return sorted[lo] + float64(frac*(sorted[lo+1]-sorted[lo]))
}

// WriteTable writes the results as a text table: a comment line naming the
// simulation, a header, then one line per row with the games, the win, draw and
// timeout rates in percent (two decimals), and for each metric its mean and
// percentiles (six significant digits). Columns are aligned with spaces.
func (r *Results) WriteTable(w io.Writer) error {
	s := r.Spec
	if _, err := fmt.Fprintf(w, "# %s: scene %s, table %s, %d games per row, at most %d steps, seed %d, wins by %s\n",
		s.File, s.Scene, s.Table, s.Runs, s.MaxSteps, s.Seed, s.winner()); err != nil {
		return err
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprint(tw, "row\tgames\twin%\tdraw%\ttimeout%")
	if len(r.Rows) > 0 {
		for _, m := range r.Rows[0].Metrics {
			fmt.Fprintf(tw, "\t%s mean", m.Name)
			for _, p := range r.Percentiles {
				fmt.Fprintf(tw, "\tp%s", strconv.FormatFloat(p, 'g', -1, 64))
			}
		}
	}
	fmt.Fprintln(tw)
	for i := range r.Rows {
		row := &r.Rows[i]
		pct := func(n int) string { return strconv.FormatFloat(100*float64(n)/float64(row.Games), 'f', 2, 64) }
		fmt.Fprintf(tw, "%s\t%d\t%s\t%s\t%s", row.Row, row.Games, pct(row.Wins), pct(row.Draws), pct(row.Timeouts))
		for _, m := range row.Metrics {
			fmt.Fprintf(tw, "\t%s", num(m.Mean))
			for _, v := range m.Percentiles {
				fmt.Fprintf(tw, "\t%s", num(v))
			}
		}
		fmt.Fprintln(tw)
	}
	return tw.Flush()
}

// num formats a statistic with six significant digits, "-" for NaN.
func num(v float64) string {
	if math.IsNaN(v) {
		return "-"
	}
	return strconv.FormatFloat(v, 'g', 6, 64)
}
