package main

import (
	"fmt"
	"slices"
	"strings"
)

// median returns the median of v (the mean of the middle two for an even count).
func median(v []float64) float64 {
	if len(v) == 0 {
		return 0
	}
	s := slices.Sorted(slices.Values(v))
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// ratios returns a[i]/b[i] for each round.
func ratios(a, b []float64) []float64 {
	out := make([]float64, min(len(a), len(b)))
	for i := range out {
		out[i] = a[i] / b[i]
	}
	return out
}

// spread formats the median of v and its min-max.
func spread(v []float64, unit string) string {
	if len(v) == 0 {
		return "-"
	}
	return fmt.Sprintf("%.3g%s (%.3g-%.3g)", median(v), unit, slices.Min(v), slices.Max(v))
}

// scaled returns v with every value multiplied by k.
func scaled(v []float64, k float64) []float64 {
	out := make([]float64, len(v))
	for i, x := range v {
		out[i] = x * k
	}
	return out
}

func verdict(ok bool) string {
	if ok {
		return "PASS"
	}
	return "FAIL"
}

type row struct{ path, griff, anchor, ratio, target, result string }

// printTable prints the table: per row Griff's median (min-max over
// rounds), the anchor's, the median of the per-round ratios (min-max), the
// target and PASS or FAIL.
func printTable(s samples, ns, pyr []int, heap map[int][2]float64, st startupResult, noop bool) {
	var rows []row
	ratioRow := func(path, gk, ak, unit, target string, limit float64) {
		r := ratios(s[gk], s[ak])
		rows = append(rows, row{path, spread(s[gk], unit), spread(s[ak], unit), spread(r, "x"), target,
			verdict(limit > 0 && median(r) <= limit)})
	}
	absRow := func(path string, v []float64, anchor []float64, unit, target string, limit float64) {
		rows = append(rows, row{path, spread(v, unit), spread(anchor, unit), spread(ratios(v, anchor), "x"), target,
			verdict(median(v) <= limit)})
	}
	for _, n := range ns {
		k := fmt.Sprint("/", n)
		ratioRow(fmt.Sprintf("whole sprite frame %d, ns/sprite, vs DrawImage", n), "frame/griff"+k, "frame/drawimage"+k, "", "(context)", 0)
		rows[len(rows)-1].result = "-"
		ratioRow(fmt.Sprintf("whole sprite frame %d, ns/sprite, vs DrawTriangles", n), "frame/griff"+k, "frame/triangles"+k, "", "<= 1.5x", 1.5)
		rows = append(rows, row{fmt.Sprintf("whole sprite frame %d: its one step / build / submit, ns/sprite", n),
			fmt.Sprintf("%.3g / %.3g / %.3g", median(s["frame/step"+k]), median(s["frame/build"+k]), median(s["submit/griff"+k])),
			"", "", "(context)", "-"})
		absRow(fmt.Sprintf("draw-list build %d, 1 worker, ns/sprite, vs 80-byte quads", n), s["build1"+k], s["quads/plain"+k], "", "<= 30 ns/sprite", 30)
		// best of the rounds: the fastest wall time of each, so one slow round of
		// either cannot make the speed-up
		c := ratios(s["build2cpu"+k], s["build1cpu"+k])
		best := 0.0
		if len(s["build2wall"+k]) > 0 {
			best = slices.Min(s["build1wall"+k]) / slices.Min(s["build2wall"+k])
		}
		rows = append(rows, row{fmt.Sprintf("build %d, 2 workers vs 1: wall speed-up / CPU growth", n),
			spread(s["build2wall"+k], " wall ns/sprite, 2 workers"), spread(s["build1wall"+k], " wall ns/sprite, 1 worker"),
			fmt.Sprintf("%.2fx faster (best wall of each) / %.2fx CPU", best, median(c)), ">= 1.6x at 100k, CPU <= 1.2x",
			verdict(best >= 1.6 && median(c) <= 1.2)})
		if n < 100_000 {
			rows[len(rows)-1].result = "- (judged at 100k)"
		}
		griffPart := make([]float64, len(s["submit/griff"+k]))
		for i := range griffPart {
			griffPart[i] = s["submit/griff"+k][i] - s["submit/ebiten"+k][i]
		}
		absRow(fmt.Sprintf("Griff's part of the submit %d, ns/sprite (View.Draw minus DrawTriangles of ready vertices)", n),
			griffPart, s["submit/ebiten"+k], "", "<= 50 ns/sprite", 50)
		stepLimit := 10.0
		if n > 10_000 {
			stepLimit = 20
		}
		absRow(fmt.Sprintf("step with a Mover %d, ns/entity, vs plain motion loop", n), s["step/griff"+k], s["step/plain"+k], "",
			fmt.Sprintf("<= %g ns/entity", stepLimit), stepLimit)
		ratioRow(fmt.Sprintf("All[Vel] + Get[Pos] %d, ns/entity, vs Ark Query2", n), "join/griff"+k, "join/ark"+k, "", "(context)", 0)
		rows[len(rows)-1].result = "-"
		ratioRow(fmt.Sprintf("Join[Pos, Vel] %d, ns/entity, vs Ark Query2", n), "join/griffJoin"+k, "join/ark"+k, "", "<= 2x", 2)
		h := heap[n]
		rows = append(rows, row{fmt.Sprintf("heap per entity with 2 components, %d", n), fmt.Sprintf("%.0f B", h[0]),
			fmt.Sprintf("Ark: %.0f B", h[1]), fmt.Sprintf("%.2fx", h[0]/h[1]), "<= 250 B", verdict(h[0] <= 250)})
	}
	for _, r := range pyr {
		k := fmt.Sprint("/", r)
		ratioRow(fmt.Sprintf("physics step, %d-box pyramid, ns/step, vs raw cp", r*(r+1)/2), "phys/griff"+k, "phys/cp"+k, "", "<= 1.05x", 1.05)
		ratioRow(fmt.Sprintf("physics step, %d-box pyramid, right after the sprite cases (caches cold)", r*(r+1)/2), "physcold/griff"+k, "physcold/cp"+k, "", "(context)", 0)
		rows[len(rows)-1].result = "-"
	}
	switch {
	case st.err != nil:
		rows = append(rows, row{"time to first frame / RSS", "not measured: " + st.err.Error(), "", "", "", "FAIL"})
	case len(st.griffCPU) == 0: // -startup-rounds 0
		rows = append(rows, row{"time to first frame / RSS", "not measured (-startup-rounds 0)", "", "", "", "-"})
	default:
		ms := func(v []float64) []float64 { return scaled(v, 1e-6) }
		mib := func(v []float64) []float64 { return scaled(v, 1.0/(1<<20)) }
		cpu, rss := ratios(st.griffCPU, st.ebitenCPU), ratios(st.griffRSS, st.ebitenRSS)
		rows = append(rows, row{"time to first frame, CPU (whole process to exit)", spread(ms(st.griffCPU), " ms"),
			spread(ms(st.ebitenCPU), " ms"), spread(cpu, "x"), "<= 1.2x", verdict(median(cpu) <= 1.2)})
		rows = append(rows, row{"peak RSS of the player", spread(mib(st.griffRSS), " MiB"),
			spread(mib(st.ebitenRSS), " MiB"), spread(rss, "x"), "<= 1.1x", verdict(median(rss) <= 1.1)})
		rows = append(rows, row{"of its largest RSS read: file-backed (program, libraries)", spread(mib(st.griffFile), " MiB"),
			spread(mib(st.ebitenFile), " MiB"), spread(ratios(st.griffFile, st.ebitenFile), "x"), "(context)", "-"})
		rows = append(rows, row{"of its largest RSS read: anonymous (heaps, stacks)", spread(mib(st.griffAnon), " MiB"),
			spread(mib(st.ebitenAnon), " MiB"), spread(ratios(st.griffAnon, st.ebitenAnon), "x"), "(context)", "-"})
	}
	if len(ns) > 0 {
		fmt.Printf("GALLIUM_NOOP honoured (a drawn pixel reads back clear): %v\n\n", noop)
	}
	fmt.Println("| path | Griff | anchor | ratio (median of rounds, min-max) | target | result |")
	fmt.Println("|---|---|---|---|---|---|")
	for _, r := range rows {
		fmt.Println("| " + strings.Join([]string{r.path, r.griff, r.anchor, r.ratio, r.target, r.result}, " | ") + " |")
	}
}
