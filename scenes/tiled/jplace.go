package tiled

import "github.com/griffengine/griff/scenes/internal/jsontree"

// jat is a value of a JSON file (a map, tile set or template) with the
// file's bytes, for the line and column of a warning about it. The zero jat
// places nothing (line and column 0): a file that does not parse with
// places (jsontree refuses a key given twice, which encoding/json takes)
// warns without them.
type jat struct {
	data []byte
	n    *jsontree.Node
}

// jroot parses data, a JSON file encoding/json has read, with places. The
// tile layers' "data" arrays are kept whole (jsontree.ParseShallow): one
// node for a layer's data, not one a cell.
func jroot(data []byte) jat {
	n, err := jsontree.ParseShallow(data, "data")
	if err != nil {
		return jat{}
	}
	return jat{data: data, n: n}
}

// get returns the value of j's member key, or the zero jat.
func (j jat) get(key string) jat {
	if j.n == nil || j.n.Kind != jsontree.Object {
		return jat{}
	}
	if v := j.n.Get(key); v != nil {
		return jat{data: j.data, n: v}
	}
	return jat{}
}

// item returns the i-th item of j, an array, or the zero jat.
func (j jat) item(i int) jat {
	if j.n == nil || j.n.Kind != jsontree.Array || i < 0 || i >= len(j.n.Items) {
		return jat{}
	}
	return jat{data: j.data, n: j.n.Items[i]}
}

// pos returns j's 1-based line and column, or 0, 0 for the zero jat.
func (j jat) pos() (line, col int) {
	if j.n == nil {
		return 0, 0
	}
	return jsontree.LineCol(j.data, j.n.Start)
}
