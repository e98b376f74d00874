package hosting

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"path"
	"slices"
	"strings"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/level"
)

// tilemapSpan is one Griff.Tilemap object of a scene file: its bytes
// data[start:end].
type tilemapSpan struct {
	start, end int
	raw        json.RawMessage
}

// findTilemaps returns the Griff.Tilemap objects of a scene file (the values
// of every "Griff.Tilemap" key that are objects), in file order.
func findTilemaps(data []byte) ([]tilemapSpan, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	type frame struct{ obj, wantKey bool }
	var stack []frame
	done := func() { // a value ended
		if n := len(stack); n > 0 && stack[n-1].obj {
			stack[n-1].wantKey = true
		}
	}
	var out []tilemapSpan
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return nil, err
		}
		n := len(stack)
		if key, ok := tok.(string); ok && n > 0 && stack[n-1].obj && stack[n-1].wantKey {
			stack[n-1].wantKey = false
			if key != "Griff.Tilemap" {
				continue
			}
			var raw json.RawMessage
			if err := dec.Decode(&raw); err != nil {
				return nil, err
			}
			end := int(dec.InputOffset())
			if len(raw) > 0 && raw[0] == '{' {
				out = append(out, tilemapSpan{end - len(raw), end, raw})
			}
			done()
			continue
		}
		switch tok {
		case json.Delim('{'):
			stack = append(stack, frame{obj: true, wantKey: true})
		case json.Delim('['):
			stack = append(stack, frame{})
		case json.Delim('}'), json.Delim(']'):
			stack = stack[:n-1]
			done()
		default:
			done()
		}
	}
}

// tilemapMaps reads scene files' tilemaps from maps: the maps read so far
// by file, for one scene.
type tilemapMaps struct {
	lg   *LoadedGame
	fsys fs.FS
	file string // the scene file
	src  *sceneSource
	log  *scenes.Problems
	read map[string]*level.Level // nil for a map that did not read
}

// withTilemapMaps returns the scene file data with every Griff.Tilemap that
// names a map given the cells of the map's layer (see the package
// documentation, "Tilemaps drawn from a map"), noting the map files read in
// src. A map or layer that does not read is an error in log naming the scene
// file's line, and the tilemap is left empty.
func (lg *LoadedGame) withTilemapMaps(fsys fs.FS, file string, data []byte, src *sceneSource, log *scenes.Problems) []byte {
	if !bytes.Contains(data, []byte(`"Griff.Tilemap"`)) ||
		!bytes.Contains(data, []byte(`"mapLayer"`)) && !bytes.Contains(data, []byte(`"map"`)) {
		// no tilemap (findTilemaps would find none), or none naming a map: a
		// scene that names a map at its top level alone is not token-scanned
		return data
	}
	spans, err := findTilemaps(data)
	if err != nil {
		return data // the scene reader reports the malformed file
	}
	tm := &tilemapMaps{lg: lg, fsys: fsys, file: file, src: src, log: log, read: map[string]*level.Level{}}
	var out []byte
	last := 0
	for _, s := range spans {
		obj, ok := tm.expand(s.raw, 1+bytes.Count(data[:s.start], []byte("\n")))
		if !ok {
			continue
		}
		out = append(append(out, data[last:s.start]...), obj...)
		out = append(out, bytes.Repeat([]byte("\n"), bytes.Count(s.raw, []byte("\n")))...)
		last = s.end
	}
	tm.noteUnplaced(data)
	if out == nil {
		return data
	}
	return append(out, data[last:]...)
}

// noteUnplaced tells, as information in the log, of each map the scene's
// tilemaps draw from whose objects name prefabs the scene does not place:
// a tilemap takes a map's tile layer only, so objects drawn in the map
// appear only if the scene also names the map ("map" at its top level).
func (tm *tilemapMaps) noteUnplaced(data []byte) {
	if len(tm.read) == 0 {
		return // no map read, nothing to note (and no need to read the file again)
	}
	var named struct {
		Map string `json:"map"`
	}
	_ = json.Unmarshal(data, &named) // a malformed file: the scene reader reports it
	placed, _, _ := strings.Cut(named.Map, "#")
	placed = path.Clean(strings.TrimPrefix(placed, "/"))
	for _, mapFile := range slices.Sorted(maps.Keys(tm.read)) {
		lv := tm.read[mapFile]
		if lv == nil || len(lv.Spawns) == 0 || (named.Map != "" && mapFile == placed) {
			continue
		}
		tm.log.Report(scenes.Problem{Severity: scenes.SeverityInfo, File: path.Join(tm.lg.Name, tm.file),
			Message: fmt.Sprintf("%s has %d objects that name a prefab (the first: prefabs/%s.json) that this scene does not place: its tilemaps draw the map's tile layers only (\"mapLayer\"); name the map at the scene's top level (\"map\": %q) to place them too (the map's tile layers then come with them: drop the tilemaps that draw them)", mapFile, len(lv.Spawns), lv.Spawns[0].Prefab, mapFile)})
	}
}

// expand returns the tilemap object raw with its map's layer read in, or
// false if raw names no map.
func (tm *tilemapMaps) expand(raw json.RawMessage, line int) ([]byte, bool) {
	var fields map[string]json.RawMessage
	if json.Unmarshal(raw, &fields) != nil {
		return nil, false
	}
	_, hasMap := fields["map"]
	_, hasLayer := fields["mapLayer"]
	if !hasMap && !hasLayer {
		return nil, false
	}
	var mapFile, layer string
	errMap := json.Unmarshal(fields["map"], &mapFile)
	errLayer := json.Unmarshal(fields["mapLayer"], &layer)
	delete(fields, "map")
	delete(fields, "mapLayer")
	report := func(sev scenes.Severity, format string, args ...any) {
		tm.log.Report(scenes.Problem{Severity: sev, File: path.Join(tm.lg.Name, tm.file), Line: line,
			Component: "Griff.Tilemap", Message: fmt.Sprintf(format, args...)})
	}
	var got map[string]json.RawMessage
	var err error
	switch {
	case errMap != nil || mapFile == "":
		err = fmt.Errorf("\"map\" is not the path of a map file (a string such as \"levels/level1.tmx\")")
	case errLayer != nil || layer == "":
		err = fmt.Errorf("\"map\": %s needs \"mapLayer\", the name of the tile layer to draw (a string)", mapFile)
	default:
		got, err = tm.layer(path.Clean(strings.TrimPrefix(mapFile, "/")), layer)
	}
	if err != nil {
		report(scenes.SeverityError, "%v; the tilemap is empty", err)
		got = map[string]json.RawMessage{"width": json.RawMessage("0"), "cells": json.RawMessage("[]")}
	}
	for _, k := range []string{"rows", "legend", "width", "cells", "tiles", "flips", "animations", "images"} {
		if _, ok := fields[k]; ok && err == nil {
			report(scenes.SeverityWarning, "gives both \"map\" and %q; the map's layer %q sets the cells, so %q is not read", k, layer, k)
		}
		delete(fields, k)
	}
	for _, k := range []string{"tileset", "tileSize"} {
		if mine, ok := fields[k]; ok && got[k] != nil && !jsonEqual(mine, got[k]) {
			report(scenes.SeverityWarning, "%q is %s but the map's layer %q uses %s; the map's is used", k, mine, layer, got[k])
		}
	}
	for k, v := range got {
		if k != "columns" && k != "tint" {
			fields[k] = v
		}
	}
	obj, err := json.Marshal(fields)
	if err != nil {
		return nil, false
	}
	return obj, true
}

// layer returns the Griff.Tilemap fields of the tile layer named layer of
// mapFile, reading the map once per scene.
func (tm *tilemapMaps) layer(mapFile, layer string) (map[string]json.RawMessage, error) {
	lv, seen := tm.read[mapFile]
	if !slices.Contains(tm.src.files, mapFile) {
		tm.src.files = append(tm.src.files, mapFile) // a missing map reloads the scene when it is made
	}
	if !seen {
		read := levelReader(mapFile)
		if read == nil {
			tm.read[mapFile] = nil
			return nil, fmt.Errorf("\"map\": %s is not a level file Griff reads (want one of %s)", mapFile, strings.Join(levelExts(), ", "))
		}
		var err error
		if lv, err = tm.lg.readLevel(tm.fsys, mapFile, read, tm.src, tm.log); err != nil {
			tm.read[mapFile] = nil
			return nil, fmt.Errorf("\"map\": %v", err)
		}
		tm.read[mapFile] = lv
	}
	if lv == nil {
		return nil, fmt.Errorf("\"map\": %s does not read (see its problem above)", mapFile)
	}
	var names []string
	var found *level.Node
	walkNodes(lv.Roots, func(n *level.Node) {
		if n.Name != "" && !slices.Contains(names, n.Name) {
			names = append(names, n.Name)
		}
		if n.Name == layer && found == nil {
			found = n
		}
	})
	if found == nil {
		return nil, fmt.Errorf("%s has no layer %q (it has %s)", mapFile, layer, quoteAll(names))
	}
	for _, c := range found.Components {
		if c.Type != "Griff.Tilemap" {
			continue
		}
		b, err := json.Marshal(c.Value)
		if err != nil {
			return nil, err
		}
		var fields map[string]json.RawMessage
		return fields, json.Unmarshal(b, &fields)
	}
	if len(found.Children) > 0 {
		return nil, fmt.Errorf("the layer %q of %s draws tiles of several tile sets; a Griff.Tilemap draws one (split the layer, one a tile set)", layer, mapFile)
	}
	return map[string]json.RawMessage{"width": json.RawMessage("0"), "cells": json.RawMessage("[]")}, nil
}

// walkNodes calls f on every node of ns, depth first, parents first.
func walkNodes(ns []*level.Node, f func(*level.Node)) {
	for _, n := range ns {
		f(n)
		walkNodes(n.Children, f)
	}
}

// quoteAll lists names quoted, or says there are none.
func quoteAll(names []string) string {
	if len(names) == 0 {
		return "no named layers"
	}
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = fmt.Sprintf("%q", n)
	}
	return strings.Join(q, ", ")
}

// jsonEqual reports whether two JSON values are the same value.
func jsonEqual(a, b json.RawMessage) bool {
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return false
	}
	xb, _ := json.Marshal(x)
	yb, _ := json.Marshal(y)
	return bytes.Equal(xb, yb)
}
