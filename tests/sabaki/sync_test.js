#!/usr/bin/env node
// goref driven by Sabaki's own npm package @sabaki/gtp (Controller + ControllerStateTracker),
// as Sabaki drives an engine before every engine action (gtp-sources §3.2): the sync of a
// normal game; of a history holding an illegal move (the sync must fail and goref's state
// stay the legal prefix, consistent); of board size and komi changes; and undo, which the
// tracker uses when a history shrinks. Usage: node sync_test.js GOREF. Exit 77 (skip) when
// @sabaki/gtp is not installed (scripts/test installs it from npm).
'use strict'
const path = require('path')
let gtp
try {
  gtp = require(path.join(__dirname, 'node_modules', '@sabaki', 'gtp'))
} catch (error) {
  console.log('skipped: @sabaki/gtp is not installed (cd tests/sabaki && npm ci)')
  process.exit(77)
}
const {Controller, ControllerStateTracker} = gtp

const goref = process.argv[2]
let passed = 0
let failed = 0
function check(name, condition, detail) {
  console.log((condition ? 'ok   ' : 'FAIL ') + name + (condition ? '' : `\n     ${detail}`))
  condition ? passed++ : failed++
}

const play = (color, vertex) => ({name: 'play', args: [color, vertex]})

async function withEngine(args, body) {
  const controller = new Controller(goref, args)
  const sent = []
  controller.on('command-sent', ({command}) => sent.push(command.name + ' ' + command.args.join(' ')))
  controller.start()
  const tracker = new ControllerStateTracker(controller)
  try {
    await body(controller, tracker, sent)
  } finally {
    await controller.stop()
  }
}

async function answer(controller, name, args = []) {
  const response = await controller.sendCommand({name, args})
  return response.error ? '? ' + response.content : response.content
}

async function main() {
  await withEngine(['--rules', 'japanese'], async (controller, tracker) => {
    await tracker.sync({komi: 6.5, boardsize: [9, 9], history: [play('B', 'D4'), play('W', 'E5'), play('B', 'C3')]})
    const status = await answer(controller, 'goref-game_status')
    check('a normal game syncs: three moves, komi 6.5, 9x9',
          /^turns 3$/m.test(status) && /^komi 6\.5$/m.test(status) && /^to_move white$/m.test(status), status)
    const board = await answer(controller, 'gogui-rules_board')
    check('... and goref holds the position Sabaki has', board.split('\n')[5] === '. . . X . . . . .' &&
          board.split('\n')[4] === '. . . . O . . . .', board)

    let error = null
    try {
      await tracker.sync({komi: 6.5, boardsize: [9, 9], history: [play('B', 'D4'), play('W', 'D4'), play('B', 'C3')]})
    } catch (e) {
      error = e
    }
    check('a history with an illegal move (W on Black\'s D4) does not sync', error != null, 'the sync succeeded')
    const after = await answer(controller, 'goref-game_status')
    const legal = await answer(controller, 'is_legal', ['w', 'D4'])
    check('... and goref stays consistent: the refused move changed nothing',
          legal === '0' && /^phase playing$/m.test(after), after + '\n' + legal)
    const illegal = await answer(controller, 'play', ['w', 'D4'])
    check('... the refusal names the reason', illegal === '? illegal move: occupied', illegal)

    await tracker.sync({komi: 0.5, boardsize: [13, 13], history: [play('B', 'K10')]})
    const resized = await answer(controller, 'goref-game_status')
    const size = await answer(controller, 'gogui-rules_board_size')
    check('board size and komi changes sync: 13x13, komi 0.5, one move',
          size === '13' && /^komi 0\.5$/m.test(resized) && /^turns 1$/m.test(resized), size + '\n' + resized)
  })

  await withEngine(['--rules', 'chinese'], async (controller, tracker, sent) => {
    const three = [play('B', 'D4'), play('W', 'E5'), play('B', 'C3')]
    await tracker.sync({komi: 7.5, boardsize: [9, 9], history: three})
    sent.length = 0
    await tracker.sync({komi: 7.5, boardsize: [9, 9], history: three.slice(0, 2)})
    check('a shorter history syncs by undo, not by replaying the game',
          sent.includes('undo ') && !sent.includes('clear_board '), sent.join(', '))
    const status = await answer(controller, 'goref-game_status')
    const board = await answer(controller, 'gogui-rules_board')
    check('... and goref is back at two moves, Black to move', /^turns 2$/m.test(status) &&
          /^to_move black$/m.test(status) && board.split('\n')[6] === '. . . . . . . . .', status + '\n' + board)
    await tracker.sync({komi: 7.5, boardsize: [9, 9], history: [...three.slice(0, 2), play('B', 'G7')]})
    const again = await answer(controller, 'goref-game_status')
    check('... and a new branch plays on from there', /^turns 3$/m.test(again), again)
  })
  console.log(`sabaki sync: ${passed} passed, ${failed} failed`)
  process.exit(failed ? 1 : 0)
}

main().catch(error => {
  console.log('FAIL the test itself: ' + (error && error.stack ? error.stack : error))
  process.exit(1)
})
