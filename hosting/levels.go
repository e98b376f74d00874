package hosting

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"path"
	"slices"
	"strings"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/ldtk"
	"github.com/griffengine/griff/scenes/level"
	"github.com/griffengine/griff/scenes/tiled"
)

// levelReaders are the readers of level editors' files by extension: a file
// of scenes/ with one of these is a scene, and a scene file may name one
// ("map"). An importer plugs in with one line here.
var levelReaders = map[string]level.Reader{
	".tmx":  tiled.ReadTMX,
	".tmj":  tiled.ReadTMJ,
	".ldtk": ldtk.Read,
}

// oneLevelReaders make the readers of one level of a file that holds
// several, by extension: a scene file's "map": "levels/world.ldtk#Level_0"
// names the level Level_0 of the LDtk project levels/world.ldtk, placed at
// the origin.
var oneLevelReaders = map[string]func(name string) level.Reader{
	".ldtk": ldtk.ReadLevel,
}

// oneLevelReader returns the reader of the level named name of file, or nil
// if file's kind holds one level.
func oneLevelReader(file, name string) level.Reader {
	if mk := oneLevelReaders[strings.ToLower(path.Ext(file))]; mk != nil {
		return mk(name)
	}
	return nil
}

// maxLevelFileSize is the largest level file read: the largest any reader
// takes (tiled.MaxFileSize, ldtk.MaxFileSize); each reader checks its own.
const maxLevelFileSize = max(tiled.MaxFileSize, ldtk.MaxFileSize)

// levelReader returns the reader of file by its extension, or nil: one of
// levelReaders, else one a module registered (level.RegisterReader).
func levelReader(file string) level.Reader {
	ext := strings.ToLower(path.Ext(file))
	if r := levelReaders[ext]; r != nil {
		return r
	}
	return level.RegisteredReader(ext)
}

// sceneSource is what a scene was made from beyond its template: the level
// whose spawns LoadScene places (nil for a plain scene file) and every file
// read to make it (the scene file, a map, its tile sets), which a reload of
// any of them reads again.
type sceneSource struct {
	level *level.Level
	files []string
}

// recordFS is the game folder, noting each file a level reader opens (its
// tile sets, templates), there or not (so that adding a missing tile set
// reloads the map); files it only looks for (Stat: the images it names) are
// not noted.
type recordFS struct {
	fs.FS
	opened *[]string
}

func (r recordFS) Open(name string) (fs.File, error) {
	if !slices.Contains(*r.opened, name) {
		*r.opened = append(*r.opened, name)
	}
	return r.FS.Open(name)
}

// Stat looks for a file without noting it.
func (r recordFS) Stat(name string) (fs.FileInfo, error) { return fs.Stat(r.FS, name) }

// sceneFiles returns the scenes of scenes/ by name: NAME.json, or a level
// file NAME.EXT (levelReaders). A name with both a .json and a level file is
// the .json's, with a warning in log.
func sceneFiles(fsys fs.FS, log *scenes.Problems, game string) (map[string]string, []string, error) {
	entries, err := fs.ReadDir(fsys, "scenes")
	if err != nil && !isNotExist(err) {
		return nil, nil, err
	}
	files := map[string]string{}
	var names []string
	for _, e := range entries {
		ext := path.Ext(e.Name())
		if e.IsDir() || (ext != ".json" && levelReader(e.Name()) == nil) {
			continue
		}
		n := strings.TrimSuffix(e.Name(), ext)
		if old, ok := files[n]; ok {
			keep, drop := old, path.Join("scenes", e.Name())
			if ext == ".json" {
				keep, drop = drop, old
			}
			files[n] = keep
			log.Report(scenes.Problem{Severity: scenes.SeverityWarning, File: path.Join(game, drop),
				Message: fmt.Sprintf("the scene %q is %s; this file is not read", n, keep)})
			continue
		}
		files[n] = path.Join("scenes", e.Name())
		names = append(names, n)
	}
	slices.Sort(names)
	return files, names, nil
}

// readScene reads the scene file (a Griff scene file or a level file) into a
// template and its source. A level file that does not read is an error, as
// a scene file that does not read is; a map a scene file names that does not
// read is an error in log, and the scene is read without it.
func (lg *LoadedGame) readScene(fsys fs.FS, file string, log *scenes.Problems) (*scenes.SceneTemplate, *sceneSource, error) {
	src := &sceneSource{files: []string{file}}
	shown := path.Join(lg.Name, file)
	if read := levelReader(file); read != nil {
		lv, err := lg.readLevel(fsys, file, read, src, log)
		if err != nil {
			return nil, nil, err
		}
		src.level = lv
		t, err := lg.readLevelScene(shown, lv, log, func() ([]byte, error) {
			// one line: a problem of no entity names no line of the map file it is not on
			return lv.CompactSceneFileFrom(1)
		})
		return t, src, err
	}
	data, err := readGameFile(fsys, lg.Name, file)
	if err != nil {
		return nil, nil, fmt.Errorf("hosting: %w", err)
	}
	// A byte order mark (some Windows editors write one) is dropped here, as
	// the scene reader drops it, so the map a scene file names and its
	// tilemaps' maps are found in it too.
	data = bytes.TrimPrefix(data, utf8BOM)
	data = lg.withTilemapMaps(fsys, file, data, src, log)
	if mapFile := sceneMap(data); mapFile != "" {
		own := data
		if data, src.level = lg.withMap(fsys, file, data, mapFile, src, log); src.level != nil {
			t, err := lg.readLevelScene(shown, src.level, log, func() ([]byte, error) {
				if data != nil {
					d := data
					data = nil
					return d, nil
				}
				return insertLevel(own, src.level)
			})
			return t, src, err
		}
	}
	t, err := scenes.ReadSceneTemplate(shown, data, log)
	return t, src, err
}

// readLevelScene reads the scene file that file makes of lv (shown is its
// name in problems): while the scene reader refuses a value a custom
// property of the level set, which fitted its field alone but not with the
// component's other fields, the level drops it with a warning
// (level.Level.DropRefused) and the file is made and read again, at most
// once more than the level has such values. Problems about the level's
// entities name the place in the level's file they were read from.
func (lg *LoadedGame) readLevelScene(shown string, lv *level.Level, log *scenes.Problems, file func() ([]byte, error)) (*scenes.SceneTemplate, error) {
	report := func(pr scenes.Problem) {
		if pr.File != "" {
			pr.File = path.Join(lg.Name, pr.File)
		}
		log.Report(pr)
	}
	for {
		data, err := file()
		if err != nil {
			return nil, err
		}
		t, err := scenes.ReadSceneTemplate(shown, data, lg.levelLog(lv, log))
		if err != nil && lv.DropRefused(err, report) {
			continue
		}
		lg.setLevelPlaces(t, lv)
		return t, lg.levelError(err, lv)
	}
}

// levelError returns err, but for a *scenes.FileError about an entity lv
// made, which is named by the place in the level's file its layer or object
// was read from, and by the component and field at fault (not their path in
// the scene file made from the level, which nobody wrote).
func (lg *LoadedGame) levelError(err error, lv *level.Level) error {
	var fe *scenes.FileError
	if !errors.As(err, &fe) || fe.EntityID == 0 {
		return err
	}
	var node *level.Node
	lv.Walk(func(n *level.Node) {
		if scenes.EntityID(n.ID()) == fe.EntityID && n.File != "" {
			node = n
		}
	})
	if node == nil {
		return err
	}
	moved := *fe
	moved.File, moved.Line, moved.Column = path.Join(lg.Name, node.File), node.Line, node.Col
	if i := strings.Index(moved.Field, "components["); i >= 0 {
		moved.Field = moved.Field[i:]
	}
	return &moved
}

// levelLog returns a problem log that reports to log, a problem about an
// entity lv made named by the place in the level's file its layer or object
// was read from (file, line and column), not by a place in the scene file
// made from the level, which nobody wrote.
func (lg *LoadedGame) levelLog(lv *level.Level, log *scenes.Problems) *scenes.Problems {
	nodes := map[scenes.EntityID]*level.Node{}
	lv.Walk(func(n *level.Node) { nodes[scenes.EntityID(n.ID())] = n })
	return scenes.NewProblems(func(pr scenes.Problem) {
		if n := nodes[pr.EntityID]; n != nil && pr.EntityID != 0 && n.File != "" {
			pr.File, pr.Line, pr.Column = path.Join(lg.Name, n.File), n.Line, n.Col
		}
		log.Report(pr)
	})
}

// setLevelPlaces has t's entities made from lv's nodes named, in problems
// found while the game plays, by the place in the level's file they were
// read from (SceneTemplate.SetWhere).
func (lg *LoadedGame) setLevelPlaces(t *scenes.SceneTemplate, lv *level.Level) {
	if t == nil {
		return
	}
	lv.Walk(func(n *level.Node) {
		if n.ID() != 0 && n.File != "" {
			t.SetWhere(scenes.EntityID(n.ID()), path.Join(lg.Name, n.File), n.Line, n.Col)
		}
	})
}

// readLevel reads the level file with read, noting the files it opens in src.
func (lg *LoadedGame) readLevel(fsys fs.FS, file string, read level.Reader, src *sceneSource, log *scenes.Problems) (*level.Level, error) {
	data, err := readBounded(fsys, file, path.Join(lg.Name, file), maxLevelFileSize, "the largest level file: tiled.MaxFileSize, ldtk.MaxFileSize")
	if err != nil {
		return nil, err
	}
	opened := []string{file}
	named := scenes.NewProblems(func(pr scenes.Problem) { // named as Load names files: inside the folder's name
		if pr.File != "" {
			pr.File = path.Join(lg.Name, pr.File)
		}
		log.Report(pr)
	})
	lv, err := read(file, data, recordFS{FS: fsys, opened: &opened}, named)
	if lv != nil {
		for i := range lv.Spawns {
			lv.Spawns[i].File = path.Join(lg.Name, lv.Spawns[i].File)
		}
	}
	for _, f := range opened {
		if !slices.Contains(src.files, f) {
			src.files = append(src.files, f)
		}
	}
	if err != nil {
		if lg.Name == "." || lg.Name == "" { // a folder played from inside: "hosting: .:" says nothing
			return nil, fmt.Errorf("hosting: %w", err)
		}
		return nil, fmt.Errorf("hosting: %s: %w", lg.Name, err)
	}
	return lv, nil
}

// withMap returns the scene file data with the entities of the level file
// mapFile added before its own, and the level; or data unchanged and nil,
// with an error in log, if the map does not read. The map's entities are
// written on the line of the scene's "entities" (or last) bracket, so every
// line of the scene file keeps its number; their ids follow the scene's.
func (lg *LoadedGame) withMap(fsys fs.FS, file string, data []byte, mapFile string, src *sceneSource, log *scenes.Problems) ([]byte, *level.Level) {
	fail := func(msg string) ([]byte, *level.Level) {
		log.Report(scenes.Problem{Severity: scenes.SeverityError, File: path.Join(lg.Name, file),
			Message: fmt.Sprintf("\"map\": %s; the scene plays without it", msg)})
		return data, nil
	}
	mapFile, one, isOne := strings.Cut(mapFile, "#")
	mapFile = path.Clean(strings.TrimPrefix(mapFile, "/"))
	read := levelReader(mapFile)
	if read == nil {
		return fail(fmt.Sprintf("%s is not a level file Griff reads (want one of %s)", mapFile, strings.Join(levelExts(), ", ")))
	}
	if isOne {
		if read = oneLevelReader(mapFile, one); read == nil {
			return fail(fmt.Sprintf("%s#%s: a file of %s holds one level; only a project of several (%s) takes #LEVEL", mapFile, one, path.Ext(mapFile), strings.Join(slices.Sorted(maps.Keys(oneLevelReaders)), ", ")))
		}
	}
	lv, err := lg.readLevel(fsys, mapFile, read, src, log)
	if err != nil {
		return fail(err.Error())
	}
	out, err := insertLevel(data, lv)
	if err != nil {
		return fail(err.Error())
	}
	return out, lv
}

// sceneMap returns the file a scene file's "map" names, or "" if it names
// none: the value of the top-level object's first key that is "map" (in any
// case, as encoding/json matches a field's name), if it is a string. It reads
// the object's keys only as far as that one (a scene file writes "map" before
// its entities): decoding the whole file into a struct for one key cost 1.75M
// instructions a scene of the built-in game (cachegrind). A file that does
// not read as JSON is left to the scene reader, which says where: one that
// names a map fails in insertLevel instead, and then there (Load returns that
// error either way).
func sceneMap(data []byte) string {
	dec := json.NewDecoder(bytes.NewReader(data))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return ""
	}
	for dec.More() {
		t, err := dec.Token()
		key, ok := t.(string)
		if err != nil || !ok {
			return ""
		}
		if strings.EqualFold(key, "map") {
			var m *string
			if dec.Decode(&m) != nil || m == nil {
				return ""
			}
			return *m
		}
		var skip json.RawMessage
		if dec.Decode(&skip) != nil {
			return ""
		}
	}
	return ""
}

// levelExts returns the extensions of levelReaders, sorted.
func levelExts() []string {
	var out []string
	for e := range levelReaders {
		out = append(out, e)
	}
	out = append(out, level.RegisteredExts()...)
	slices.Sort(out)
	return out
}

// isNotExist reports whether err says a file or folder is not there.
func isNotExist(err error) bool { return err != nil && errors.Is(err, fs.ErrNotExist) }
