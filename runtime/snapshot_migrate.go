package runtime

import (
	"errors"
	"fmt"

	"github.com/griffengine/griff/scenes"
)

// RestoreMigrated is Restore for a snapshot that may have been made by an
// older build of the game: one whose component types or systems have changed
// since (a save game read from a store; Restore, the Timeline and the fault
// undo stay exact). schema is the component types' schema of the build that
// made it (scenes.AppendTypesSchema, which a save game carries).
//
// What loads: everything Restore would, and where the types differ, what
// still fits. Component records of a changed type are moved onto the new type
// field by field by name (see scenes.Migration: numbers converted when exact,
// removed fields dropped, new fields at their default); records of a type
// that no longer exists are dropped. Systems are matched by name: the saved
// state of a system the game no longer has is dropped; a system the save does
// not hold, or whose RestoreSnapshot refuses its saved state (its format
// changed), keeps the state it had and, if it is a SceneStarter, has its
// SceneStarted called so it starts over on the loaded scene as it would on a
// new one (the physics world, for one, is then built from the bodies'
// components, their saved fields: cp's contact cache and sleeping start
// fresh). Each such loss is one warning in the game's problem log (one per
// changed component type, one per system).
//
// What is refused, with an error and the game unchanged: everything Restore
// refuses other than other component types or systems, and a schema that is
// damaged. RestoreMigrated returns an error if called from inside a step.
func (g *Game) RestoreMigrated(data, schema []byte) error {
	if g.running {
		return errors.New("runtime: RestoreMigrated called inside a step; call it between steps")
	}
	s, err := scenes.ReadTypesSchema(schema)
	if err != nil {
		return snapshotError("%v", err)
	}
	p, err := parseSnapshotAs(data, g, scenes.NewMigration(s))
	if err != nil {
		return err
	}
	dropped := p.bySystem(g)
	if err := g.put(p); err != nil {
		return err
	}
	for _, name := range dropped {
		g.problems.Warn(nil, "", "loading a save: system %s keeps no state in this game any more: its saved state was dropped", name)
	}
	if p.mig != nil {
		for _, w := range p.mig.Warnings() {
			g.problems.Warn(nil, "", "loading a save: %s", w)
		}
	}
	return nil
}

// bySystem puts p's systems' parts in the order of g's Snapshotter systems
// (nil for one the snapshot does not hold) and returns the names of those the
// game does not have.
func (p *parsed) bySystem(g *Game) []string {
	byName := make(map[string][]byte, len(p.names))
	for i, n := range p.names {
		byName[n] = append([]byte{}, p.systems[i]...) // not nil: held
	}
	var parts [][]byte
	for _, sys := range g.systems {
		if _, ok := sys.(Snapshotter); ok {
			parts = append(parts, byName[sys.Name()])
			delete(byName, sys.Name())
		}
	}
	var dropped []string
	for _, n := range p.names {
		if _, ok := byName[n]; ok {
			dropped = append(dropped, n)
		}
	}
	p.systems = parts
	return dropped
}

// restoreSystem restores the i-th Snapshotter system sys from p. In a
// migrated restore a system with no saved state, or one that refuses it,
// keeps its state and starts over on the scene (see RestoreMigrated).
func (g *Game) restoreSystem(p *parsed, sys System, sn Snapshotter, i int) error {
	if !p.migrating {
		return sn.RestoreSnapshot(p.systems[i])
	}
	var why string
	if p.systems[i] == nil {
		why = "the save holds no state of it"
	} else if err := sn.RestoreSnapshot(p.systems[i]); err != nil {
		why = fmt.Sprintf("its saved state no longer fits (%v)", err)
	} else {
		return nil
	}
	if st, ok := sys.(SceneStarter); ok {
		st.SceneStarted(g)
		why += "; it started over on the loaded scene"
	}
	g.problems.Warn(nil, "", "loading a save: system %s: %s", sys.Name(), why)
	return nil
}
