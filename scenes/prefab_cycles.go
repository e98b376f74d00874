package scenes

import (
	"slices"
)

// PrefabSpawner is implemented (on the pointer) by components that spawn
// prefabs by name (a spawner, a weapon firing bullets). It lets a game folder's
// loader see which prefabs spawn which (Template.SpawnedPrefabs), and so notice
// prefabs that spawn each other in a cycle (PrefabCycles) before they fill a
// scene. SpawnedPrefabs returns the names of the prefabs the component may
// spawn; "" entries are ignored. It must not change the component.
type PrefabSpawner interface {
	SpawnedPrefabs() []string
}

// SpawnedPrefabs returns the names of the prefabs that the components of the
// template's entities (its root and every descendant) may spawn, as their
// PrefabSpawner methods say, sorted, each once; nil if none.
func (t *Template) SpawnedPrefabs() []string {
	var names []string
	for e := range t.scene.Walk() {
		for i := range e.comps() {
			if ps, ok := e.comps()[i].ptr().(PrefabSpawner); ok {
				for _, n := range ps.SpawnedPrefabs() {
					if n != "" {
						names = append(names, n)
					}
				}
			}
		}
	}
	slices.Sort(names)
	return slices.Compact(names)
}

// PrefabCycles returns the cycles among prefabs that spawn each other, directly
// or through others: a prefab whose copies spawn copies of itself (see
// Template.SpawnedPrefabs) multiplies without end, however slowly. prefabs maps
// each prefab's name to its template; names that map to nothing are ignored.
// Each group of prefabs that reach each other gives one cycle: the shortest
// path from the group's first name (in sorted order) back to itself, starting
// and ending with that name ([a b a] for a that spawns b that spawns a, [a a]
// for a that spawns itself). Cycles come in the order of their first names;
// nil if there are none. The cost is linear in the prefabs and their names.
func PrefabCycles(prefabs map[string]*Template) [][]string {
	names := make([]string, 0, len(prefabs))
	for n := range prefabs {
		names = append(names, n)
	}
	slices.Sort(names)
	edges := make(map[string][]string, len(names))
	for _, n := range names {
		if t := prefabs[n]; t != nil {
			for _, to := range t.SpawnedPrefabs() {
				if prefabs[to] != nil {
					edges[n] = append(edges[n], to)
				}
			}
		}
	}
	var cycles [][]string
	for _, group := range stronglyConnected(names, edges) {
		first := slices.Min(group)
		if len(group) == 1 && !slices.Contains(edges[first], first) {
			continue // a prefab on its own that does not spawn itself
		}
		cycles = append(cycles, shortestCycle(first, group, edges))
	}
	slices.SortFunc(cycles, func(a, b []string) int {
		switch {
		case a[0] < b[0]:
			return -1
		case a[0] > b[0]:
			return 1
		}
		return 0
	})
	return cycles
}

// stronglyConnected returns the strongly connected components of the graph
// (Tarjan's algorithm, R. Tarjan, Depth-first search and linear graph
// algorithms, SIAM J. Computing 1972), written with an explicit stack so a long
// chain of prefabs cannot overflow the goroutine's.
func stronglyConnected(names []string, edges map[string][]string) [][]string {
	index := make(map[string]int, len(names))
	low := make(map[string]int, len(names))
	onStack := make(map[string]bool, len(names))
	var stack []string
	var groups [][]string
	type frame struct {
		n    string
		next int // the next edge of n to follow
	}
	for _, root := range names {
		if _, seen := index[root]; seen {
			continue
		}
		work := []frame{{n: root}}
		index[root], low[root] = len(index), len(index)
		stack, onStack[root] = append(stack, root), true
		for len(work) > 0 {
			f := &work[len(work)-1]
			if f.next < len(edges[f.n]) {
				to := edges[f.n][f.next]
				f.next++
				if _, seen := index[to]; !seen {
					index[to], low[to] = len(index), len(index)
					stack, onStack[to] = append(stack, to), true
					work = append(work, frame{n: to})
				} else if onStack[to] {
					low[f.n] = min(low[f.n], index[to])
				}
				continue
			}
			n := f.n
			work = work[:len(work)-1]
			if len(work) > 0 {
				p := work[len(work)-1].n
				low[p] = min(low[p], low[n])
			}
			if low[n] == index[n] {
				var group []string
				for {
					top := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					onStack[top] = false
					group = append(group, top)
					if top == n {
						break
					}
				}
				groups = append(groups, group)
			}
		}
	}
	return groups
}

// shortestCycle returns the shortest path from first back to itself inside
// group (breadth first, following edges in their sorted order).
func shortestCycle(first string, group []string, edges map[string][]string) []string {
	in := make(map[string]bool, len(group))
	for _, n := range group {
		in[n] = true
	}
	from := map[string]string{}
	queue := []string{first}
	for len(queue) > 0 {
		n := queue[0]
		queue = queue[1:]
		for _, to := range edges[n] {
			if to == first {
				path := []string{first}
				for at := n; at != first; at = from[at] {
					path = append(path, at)
				}
				slices.Reverse(path[1:])
				return append(path, first)
			}
			if _, seen := from[to]; !seen && in[to] {
				from[to] = n
				queue = append(queue, to)
			}
		}
	}
	return []string{first, first} // not reached: first is in a cycle
}
